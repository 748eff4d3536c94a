package blokusduo

import (
	"errors"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/rulestest"
)

// play applies moves from the start, failing the test on an illegal one.
func play(t *testing.T, moves ...string) *State {
	t.Helper()
	s := NewState()
	for i, m := range moves {
		if _, err := rules.Play(s, m); err != nil {
			t.Fatalf("move %d %q: %v", i+1, m, err)
		}
	}
	return s
}

// Board: 14 × 14, columns a–n, rows 1–14 from the bottom; a1 lower left.
func TestSquares(t *testing.T) {
	tests := []struct {
		name     string
		col, row int
	}{
		{"a1", 0, 0}, {"n1", 13, 0}, {"a14", 0, 13}, {"n14", 13, 13}, {"e10", 4, 9}, {"j5", 9, 4},
	}
	for _, tt := range tests {
		sq, err := ParseSquare(tt.name)
		if err != nil {
			t.Fatalf("ParseSquare(%q): %v", tt.name, err)
		}
		if sq.Col() != tt.col || sq.Row() != tt.row {
			t.Errorf("ParseSquare(%q) = (%d,%d), want (%d,%d)", tt.name, sq.Col(), sq.Row(), tt.col, tt.row)
		}
		if got := sq.String(); got != tt.name {
			t.Errorf("String() = %q, want %q", got, tt.name)
		}
		if up, _ := ParseSquare(strings.ToUpper(tt.name)); up != sq {
			t.Errorf("ParseSquare(%q) differs from lower case", strings.ToUpper(tt.name))
		}
	}
	for _, bad := range []string{"", "a", "a0", "a15", "o1", "a01", "1a", "aa1", "a1x", "e-1"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q): got no error, want one", bad)
		}
	}
}

// The starting points are e10 and j5, (5,5) and (10,10) counted from the
// top left, and a half turn swaps them.
func TestStartingPoints(t *testing.T) {
	if StartE10.String() != "e10" || StartJ5.String() != "j5" {
		t.Errorf("starting points %s and %s, want e10 and j5", StartE10, StartJ5)
	}
	fromTopLeft := func(sq Square) (int, int) { return sq.Col() + 1, Size - sq.Row() }
	if x, y := fromTopLeft(StartE10); x != 5 || y != 5 {
		t.Errorf("e10 from the top left = (%d,%d), want (5,5)", x, y)
	}
	if x, y := fromTopLeft(StartJ5); x != 10 || y != 10 {
		t.Errorf("j5 from the top left = (%d,%d), want (10,10)", x, y)
	}
	if mirror(StartE10) != StartJ5 || mirror(StartJ5) != StartE10 {
		t.Errorf("the half turn does not swap the starting points")
	}
	for i := range placements {
		pl := &placements[i]
		back := &placements[placements[pl.sym].sym]
		if back != pl || placements[pl.sym].piece != pl.piece {
			t.Fatalf("placement %d: the half turn is not an involution on placements", i)
		}
	}
}

// Each player has 21 different pieces: 1 monomino, 1 domino, 2 trominoes,
// 5 tetrominoes, 12 pentominoes, 89 squares, 91 oriented shapes.
func TestPieces(t *testing.T) {
	bySize := map[int]int{}
	squares, shapes := 0, 0
	seen := map[string]bool{}
	for p := Piece(0); p < NumPieces; p++ {
		bySize[p.Size()]++
		squares += p.Size()
		shapes += len(p.Shapes())
		for _, s := range p.Shapes() {
			k := shapeKey(s)
			if seen[k] {
				t.Errorf("piece %s repeats a shape of another piece", p.Name())
			}
			seen[k] = true
		}
	}
	want := map[int]int{1: 1, 2: 1, 3: 2, 4: 5, 5: 12}
	for size, n := range want {
		if bySize[size] != n {
			t.Errorf("pieces of size %d = %d, want %d", size, bySize[size], n)
		}
	}
	if squares != 89 {
		t.Errorf("squares = %d, want 89", squares)
	}
	if shapes != 91 {
		t.Errorf("oriented shapes = %d, want 91", shapes)
	}
}

// The first player's first piece covers either starting point; the second
// player's first piece must cover the other.
func TestFirstPieces(t *testing.T) {
	s := NewState()
	if s.ToMove() != 0 {
		t.Fatalf("ToMove() = %d at the start, want 0 (purple)", s.ToMove())
	}
	rulestest.WantIllegal(t, s, "a1", "must cover a starting point")
	rulestest.WantIllegal(t, s, "e9,f9", "must cover a starting point")

	onJ5 := play(t, "j5")
	rulestest.WantIllegal(t, onJ5, "j4", "must cover the starting point e10")
	if _, err := onJ5.ParseMove("e10,e11"); err != nil {
		t.Errorf("orange on e10 after purple on j5: %v", err)
	}

	onE10 := play(t, "e10")
	rulestest.WantIllegal(t, onE10, "e9", "must cover the starting point j5")
	if _, err := onE10.ParseMove("j5,j6,j7"); err != nil {
		t.Errorf("orange on j5 after purple on e10: %v", err)
	}
	// 414 first moves on each starting point, 828 in all.
	var e10, j5 int
	for _, m := range NewState().Legal(nil) {
		if placements[m].covers(StartE10) {
			e10++
		}
		if placements[m].covers(StartJ5) {
			j5++
		}
	}
	if e10 != 414 || j5 != 414 {
		t.Errorf("first moves: %d on e10, %d on j5, want 414 each", e10, j5)
	}
	// Orange's first move counts mirror purple's on the other point.
	if got := len(onE10.Legal(nil)); got != len(play(t, "j5").Legal(nil)) {
		t.Errorf("orange's replies to the mirrored openings differ: %d", got)
	}
}

// TestBrokenRule: a placement's refusal names the rule it breaks, for a
// view to say in the person's words.
func TestBrokenRule(t *testing.T) {
	after := play(t, "e9,e10", "j5,j6")
	for _, tt := range []struct {
		s    *State
		move string
		want error
	}{
		{NewState(), "a1", ErrStart},
		{play(t, "j5"), "j4", ErrStart},
		{after, "e11", ErrOwnEdge},
		{after, "g12", ErrCorner},
		{after, "j5", ErrCovered},
	} {
		if _, err := tt.s.ParseMove(tt.move); !errors.Is(err, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.move, err, tt.want)
		}
	}
	if _, err := play(t, "e10", "j5", "f11,g11").ParseMove("k6"); err == nil || errors.Is(err, ErrCovered) || errors.Is(err, ErrCorner) {
		t.Errorf("a piece placed already: got %v, want no placement rule", err)
	}
}

// Every later piece touches its own colour at a corner, never along an
// edge; contact with the other colour is free; pieces never overlap.
func TestPlacementRules(t *testing.T) {
	s := play(t, "e9,e10", "j5,j6")
	if _, err := s.ParseMove("f11"); err != nil {
		t.Errorf("a piece touching its colour at a corner: %v", err)
	}
	rulestest.WantIllegal(t, s, "e11", "would share an edge with a purple piece")
	rulestest.WantIllegal(t, s, "d10,d11,d12", "would share an edge with a purple piece")
	rulestest.WantIllegal(t, s, "g12", "must touch a purple piece at a corner")
	rulestest.WantIllegal(t, s, "e10", "already covered by purple")
	rulestest.WantIllegal(t, s, "j5", "already covered by orange")
	rulestest.WantIllegal(t, s, "i4,j4,j5", "already covered by orange")
	// Piece already placed: the monomino.
	s2 := play(t, "e10", "j5", "f11,g11")
	rulestest.WantIllegal(t, s2, "k6", "has already placed the 1")

	// Contact with the other colour is free: orange's piece may run along
	// purple's.
	c := play(t, "e10,f10,g10,h10,i10", "j5,j6,j7,j8,j9")
	if _, err := c.ParseMove("j10,j11,k11"); err == nil {
		t.Errorf("purple: j10 shares an edge with purple's i10, want illegal")
	}
	if _, err := c.ParseMove("d11,d12,d13"); err != nil {
		t.Errorf("purple at a corner: %v", err)
	}
	c2 := play(t, "e10,f10,g10,h10,i10", "j5,j6,j7,j8,j9", "d11,d12,d13")
	if _, err := c2.ParseMove("i9,i8,i7,i6,h6"); err == nil {
		t.Errorf("orange i9..: shares an edge with orange's j9, want illegal")
	}
	// k10 touches orange's j9 at a corner; i11 lies along purple's i10.
	if _, err := c2.ParseMove("k10,k11,j11,i11"); err != nil {
		t.Errorf("orange touching purple along an edge and itself at a corner: %v", err)
	}
}

// A player who cannot place passes, and only then; the game ends when
// neither can place; a player with all 21 pieces placed cannot place.
func TestPassAndEnd(t *testing.T) {
	s := NewState()
	rulestest.WantIllegal(t, s, "pass", "may not pass")
	rec := readGolden(t, "all21-purple.txt")
	g, moves, err := rules.Replay(Game{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*State)
	if !st.Over() || st.ToMove() != rules.Nobody {
		t.Fatalf("golden game: Over() = %v, ToMove() = %d, want over", st.Over(), st.ToMove())
	}
	if !st.stuck[0] || st.used[0] != 1<<NumPieces-1 {
		t.Errorf("purple placed all 21 pieces, want it stuck")
	}
	// Replay up to the first pass: the player to move can only pass, and
	// ParseMove refuses a placement.
	r := NewState()
	for i, m := range moves {
		if m == Pass {
			if legal := r.Legal(nil); len(legal) != 1 || legal[0] != Pass {
				t.Errorf("move %d: Legal() = %d moves, want only the pass", i+1, len(legal))
			}
			rulestest.WantIllegal(t, r, "a1", "must pass")
			break
		}
		r.Apply(m)
	}
	if _, err := rules.Play(st, "pass"); err != rules.ErrOver {
		t.Errorf("a move after the end: error %v, want ErrOver", err)
	}
}

// Score: -1 per square in hand; +15 for all 21 pieces; +20 when the last
// was the monomino. Higher wins, equal is a draw.
func TestScore(t *testing.T) {
	tests := []struct {
		name    string
		squares uint8
		used    uint32
		last    int8
		want    int
	}{
		{"nothing placed", 0, 0, -1, -89},
		{"one pentomino", 5, 1 << 20, 20, -84},
		{"all but the monomino", 88, 1<<NumPieces - 2, 20, -1},
		{"all 21, monomino not last", 89, 1<<NumPieces - 1, 20, 15},
		{"all 21, monomino last", 89, 1<<NumPieces - 1, 0, 20},
	}
	for _, tt := range tests {
		s := NewState()
		s.squares[0], s.used[0], s.last[0] = tt.squares, tt.used, tt.last
		if got := s.Scores()[0]; got != tt.want {
			t.Errorf("%s: score %d, want %d", tt.name, got, tt.want)
		}
	}
	for _, tt := range []struct {
		a, b uint8
		want []float64
	}{{10, 5, []float64{1, 0}}, {5, 10, []float64{0, 1}}, {7, 7, []float64{0.5, 0.5}}} {
		s := NewState()
		s.squares = [2]uint8{tt.a, tt.b}
		if s.Results() != nil {
			t.Errorf("Results() before the end = %v, want nil", s.Results())
		}
		s.Ended = true
		got := s.Results()
		if got[0] != tt.want[0] || got[1] != tt.want[1] {
			t.Errorf("squares %d vs %d: Results() = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// A move is its squares, comma-separated, in any order and case; it is
// written sorted by row then column.
func TestNotation(t *testing.T) {
	s := NewState()
	for _, text := range []string{"e10,e11,e12,f12,g12", "g12,f12,e12,e11,e10", "E10,E11,E12,F12,G12", " e11,e10,g12,e12,f12 "} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", text, err)
			continue
		}
		if got := s.MoveString(m); got != "e10,e11,e12,f12,g12" {
			t.Errorf("MoveString(ParseMove(%q)) = %q, want %q", text, got, "e10,e11,e12,f12,g12")
		}
	}
	for text, reason := range map[string]string{
		"e10,e10":                "listed twice",
		"e10,g12":                "not the shape of a piece",
		"e10,e11,e12,e13,e14,e9": "a piece has 1 to 5",
		"e10;e11":                "not a square",
		"":                       "empty move",
	} {
		rulestest.WantIllegal(t, s, text, reason)
	}
	if got := s.MoveString(Pass); got != "pass" {
		t.Errorf("MoveString(Pass) = %q, want pass", got)
	}
}
