package solitaire

import (
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// position builds a state from a picture: rows from the top, one
// character per square from column A ('.' empty, R B Y G pieces); rows
// left out at the bottom are empty.
func position(t *testing.T, rows ...string) *State {
	t.Helper()
	s := &State{}
	for i, row := range rows {
		r := Side - 1 - i
		for c, ch := range row {
			if ch == ' ' || ch == '.' {
				continue
			}
			colour := strings.IndexRune(colourLetters, ch)
			if colour <= 0 {
				t.Fatalf("bad square %q", ch)
			}
			sq := r*Side + c
			s.board[sq] = uint8(colour)
			s.hash ^= zobrist[sq][colour]
			s.left++
		}
	}
	s.over = !s.hasMove()
	return s
}

// withPair pads rows to the whole board and puts a green and a yellow
// piece on J1 and K1, so the position has a jump besides the one tested.
func withPair(rows []string) []string {
	rows = append([]string(nil), rows...)
	for len(rows) < Side-1 {
		rows = append(rows, "")
	}
	return append(rows, ".........GY.")
}

func start(t *testing.T) *State {
	t.Helper()
	s, err := NewState(Standard, false)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func play(t *testing.T, s *State, line string) {
	t.Helper()
	for i, m := range strings.Fields(line) {
		if _, err := rules.Play(s, m); err != nil {
			t.Fatalf("move %d %s: %v\n%s", i+1, m, err, s)
		}
	}
}

func TestStartPosition(t *testing.T) {
	s := start(t)
	// The spec's picture, row 9 to row 4, D to I.
	want := []string{"GBGYRY", "BGBRYR", "GBGYRY", "RYRBGB", "YRYGBG", "RYRBGB"}
	for i, row := range want {
		for j := range row {
			sq := (8-i)*Side + 3 + j
			if got := colourLetters[s.Colour(sq)]; got != row[j] {
				t.Errorf("%s: got %c, want %c", buchholz.Square(sq), got, row[j])
			}
		}
	}
	if got, want := s.Left(), 36; got != want {
		t.Errorf("pieces: got %d, want %d", got, want)
	}
	if got, want := strings.Join(want, ""), Standard; got != want {
		t.Errorf("Standard: got %v, want %v", want, got)
	}
}

// TestRuleSentences checks the spec's sentences one by one.
func TestRuleSentences(t *testing.T) {
	tests := []struct {
		name string
		rows []string // from row 12 down
		move string
		err  string // "" when legal
		want []string
	}{
		{
			name: "a piece jumps one piece of another colour onto the empty square beyond; the piece jumped is removed",
			rows: []string{"RB.."},
			move: "A12-C12",
			want: []string{"..R."},
		},
		{
			name: "a jump over two pieces of other colours lands on the nearest empty square; both are removed",
			rows: []string{"RBY..G"},
			move: "A12-D12",
			want: []string{"...R.G"},
		},
		{
			name: "jumps go along columns too",
			rows: []string{".", "Y", "G", "B"},
			move: "A9-A12",
			want: []string{"B"},
		},
		{
			name: "a piece may not jump any piece of its own colour",
			rows: []string{"RR.."},
			move: "A12-C12",
			err:  "cannot jump",
		},
		{
			name: "nor a line that holds one of its own colour further on",
			rows: []string{"RBR.."},
			move: "A12-D12",
			err:  "cannot jump",
		},
		{
			name: "a jump off the board is refused",
			rows: []string{"..........RB"},
			move: "K12-L12",
			err:  "cannot jump",
		},
		{
			name: "the landing square is the nearest empty one, not one further",
			rows: []string{"RB.Y."},
			move: "A12-E12",
			err:  "nearest empty square, C12",
		},
		{
			name: "a piece jumps only over adjacent pieces",
			rows: []string{"R.B.."},
			move: "A12-D12",
			err:  "cannot jump",
		},
		{
			name: "jumps are orthogonal only",
			rows: []string{"R", ".B", "..."},
			move: "A12-C10",
			err:  "along a row or a column",
		},
		{
			name: "a move starts from a piece",
			rows: []string{".B.."},
			move: "A12-C12",
			err:  "no piece",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// A pair far away keeps the game going.
			s := position(t, withPair(tt.rows)...)
			_, err := rules.Play(s, tt.move)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("Play(%s): got %v, want an error saying %q", tt.move, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Play(%s): %v", tt.move, err)
			}
			want := position(t, withPair(tt.want)...)
			if s.String() != want.String() || s.Hash() != want.Hash() {
				t.Errorf("got\n%v\nwant\n%v", s, want)
			}
		})
	}
}

// TestSheetExample checks the sheet's example on its picture 12: the
// yellow piece on (our) F5 can jump down over one red piece, right over
// three pieces, up over four, but not left (a yellow piece is there).
func TestSheetExample(t *testing.T) {
	s := start(t)
	for _, tt := range []struct {
		move string
		left int
	}{{"F5-F3", 35}, {"F5-J5", 33}, {"F5-F10", 32}} {
		c := s.Clone().(*State)
		if _, err := rules.Play(c, tt.move); err != nil {
			t.Errorf("Play(%s): %v", tt.move, err)
		} else if got := c.Left(); got != tt.left {
			t.Errorf("%s: got %d pieces left, want %d", tt.move, got, tt.left)
		}
	}
	if _, err := s.ParseMove("F5-C5"); err == nil {
		t.Errorf("ParseMove(F5-C5): got no error, want one (a yellow piece on D5)")
	}
}

func TestSheetSolution(t *testing.T) {
	s := start(t)
	play(t, s, strings.Join(Sheet, " "))
	if !s.Over() || s.Left() != 1 {
		t.Fatalf("got over %v with %d pieces, want over with 1\n%s", s.Over(), s.Left(), s)
	}
	if got, want := VerdictOf(s.Left()), VeryWell; got != want {
		t.Errorf("verdict: got %v, want %v", got, want)
	}
}

func TestGameEndsWithoutJump(t *testing.T) {
	s := position(t, "R.B", "...", "G.Y")
	if !s.Over() || s.ToMove() != rules.Nobody || len(s.Legal(nil)) != 0 {
		t.Errorf("got Over %v, ToMove %d, want over", s.Over(), s.ToMove())
	}
	if got, want := s.Scores()[0], 4; got != want {
		t.Errorf("score: got %v, want %v", got, want)
	}
	if got := s.Results(); len(got) != 1 || got[0] != 1 {
		t.Errorf("results: got %v, want [1]", got)
	}
}

func TestVerdictOf(t *testing.T) {
	for left, want := range map[int]string{1: VeryWell, 2: Well, 3: NotBad, 4: Badly, 9: Badly, 36: Badly} {
		if got := VerdictOf(left); got != want {
			t.Errorf("VerdictOf(%d): got %v, want %v", left, got, want)
		}
	}
}

func TestNew(t *testing.T) {
	tests := []struct {
		opts  rules.Options
		setup string // the start's colours, "" for an error
		err   string
	}{
		{opts: rules.Options{}, setup: Standard},
		{opts: rules.Options{rules.KeyVariant: "standard", KeySetup: Standard}, setup: Standard},
		{opts: rules.Options{rules.KeyVariant: "random", KeySetup: strings.Repeat("RBYG", 9)}, setup: strings.Repeat("RBYG", 9)},
		{opts: rules.Options{rules.KeyVariant: "random", rules.KeySeed: "7"}, setup: Shuffle(7)},
		{opts: rules.Options{rules.KeyVariant: "random"}, setup: Shuffle(0)},
		{opts: rules.Options{rules.KeyVariant: "random", KeySetup: "RBYG"}, err: "has 4 letters, want 36"},
		{opts: rules.Options{rules.KeyVariant: "random", KeySetup: strings.Repeat("RBYX", 9)}, err: `letter 4 is 'X', want R, B, Y or G`},
		{opts: rules.Options{rules.KeyVariant: "random", KeySetup: strings.Repeat("RRYG", 9)}, err: "has 18 R, want 9 of each colour"},
		{opts: rules.Options{rules.KeyVariant: "random", rules.KeySeed: "-1"}, err: "Seed"},
		{opts: rules.Options{KeySetup: strings.Repeat("RBYG", 9)}, err: "for the random variant"},
		{opts: rules.Options{rules.KeyVariant: "mixed"}, err: "no variant"},
		{opts: rules.Options{rules.KeyPlayers: "2"}, err: "played alone"},
	}
	for _, tt := range tests {
		s, err := Game{}.New(tt.opts)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("New(%v): got %v, want an error saying %q", tt.opts, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("New(%v): %v", tt.opts, err)
			continue
		}
		st := s.(*State)
		var got strings.Builder
		for r := 8; r >= 3; r-- {
			for c := 3; c < 9; c++ {
				got.WriteByte(colourLetters[st.Colour(r*Side+c)])
			}
		}
		if got.String() != tt.setup {
			t.Errorf("New(%v): got %v, want %v", tt.opts, got.String(), tt.setup)
		}
		if tt.opts.Get(rules.KeyVariant, "") == VariantRandom {
			if got, want := s.Setup()[KeySetup], tt.setup; got != want {
				t.Errorf("Setup(): got %v, want %v", got, want)
			}
		}
	}
}

func TestShuffleKeepsTheColours(t *testing.T) {
	for seed := range uint64(20) {
		if _, err := ParseSetup(Shuffle(seed)); err != nil {
			t.Errorf("Shuffle(%d): %v", seed, err)
		}
	}
	if Shuffle(1) == Shuffle(2) {
		t.Errorf("got the same deal for seeds 1 and 2, want different ones")
	}
}
