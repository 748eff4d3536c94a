package blockade

import (
	"slices"
	"strings"
	"testing"

	"impasse/rules"
)

// play applies moves from the start of the game, failing the test on an
// illegal one.
func play(t *testing.T, culdesac bool, moves ...string) *State {
	t.Helper()
	s := NewState(culdesac)
	playOn(t, s, moves...)
	return s
}

// playOn applies moves to s, failing the test on an illegal one.
func playOn(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for i, m := range moves {
		if _, err := rules.Play(s, m); err != nil {
			t.Fatalf("move %d %q: %v\n%s", i+1, m, err, s)
		}
	}
}

// pos describes a position for position.
type pos struct {
	culdesac     bool
	white, black []string // pawn squares
	walls        []string // walls on the board
	hand         [2][2]int
	blackToMove  bool
}

// position builds a position directly: pawns where given, walls on the
// board (no limit on their number), walls in hand as given.
func position(t testing.TB, d pos) *State {
	t.Helper()
	s := NewState(d.culdesac)
	sq := func(name string) Square {
		x, err := ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	s.pawns = [2][2]Square{{NoSquare, NoSquare}, {NoSquare, NoSquare}}
	for i, n := range d.white {
		s.pawns[0][i] = sq(n)
	}
	for i, n := range d.black {
		s.pawns[1][i] = sq(n)
	}
	s.hand = [2][2]uint8{{wallsPerKind, wallsPerKind}, {wallsPerKind, wallsPerKind}}
	for _, n := range d.walls {
		w, err := ParseWall(n)
		if err != nil {
			t.Fatal(err)
		}
		if s.blocked.has(w) {
			t.Fatalf("position: wall %s overlaps another", n)
		}
		s.placeWall(0, w)
		s.hand[0] = [2]uint8{wallsPerKind, wallsPerKind}
	}
	for p := 0; p < 2; p++ {
		for k := 0; k < 2; k++ {
			s.hand[p][k] = uint8(d.hand[p][k])
		}
	}
	if d.blackToMove {
		s.toMove = 1
	}
	s.hash = s.computeHash()
	s.hist = []histEntry{{hash: s.hash, move: -1}}
	return s
}

// full is a hand of nine walls of each kind for both sides.
var full = [2][2]int{{9, 9}, {9, 9}}

// wantLegal checks that text is a legal move of s.
func wantLegal(t *testing.T, s *State, text string) rules.Move {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Errorf("ParseMove(%q): %v, want it legal\n%s", text, err, s)
		return -1
	}
	if !rules.IsLegal(s, m) {
		t.Errorf("ParseMove(%q) accepted a move Legal does not list", text)
	}
	return m
}

// wantIllegal checks that text is refused in s with a message containing
// reason, and that no legal move is written so.
func wantIllegal(t *testing.T, s *State, text, reason string) {
	t.Helper()
	_, err := s.ParseMove(text)
	if err == nil {
		t.Errorf("ParseMove(%q) = legal, want an error containing %q\n%s", text, reason, s)
		return
	}
	if !strings.Contains(err.Error(), reason) {
		t.Errorf("ParseMove(%q) error = %q, want it to contain %q", text, err, reason)
	}
	if slices.Contains(legalStrings(s), strings.ToLower(strings.TrimSpace(text))) {
		t.Errorf("ParseMove(%q) refused a move Legal lists", text)
	}
}

// pawnTargets returns the squares the pawn on from may move to, sorted.
func pawnTargets(s *State, from string) []string {
	var out []string
	for _, m := range legalStrings(s) {
		a, rest, ok := strings.Cut(m, "-")
		if !ok || a != from {
			continue
		}
		to, _, _ := strings.Cut(rest, "/")
		if !slices.Contains(out, to) {
			out = append(out, to)
		}
	}
	slices.Sort(out)
	return out
}

func sorted(xs ...string) []string {
	xs = slices.Clone(xs)
	slices.Sort(xs)
	return xs
}
