package blokusduo

import (
	"strings"
	"testing"

	"impasse/rules"
)

// TestBook reads the shipped book and checks every move in it is legal.
func TestBook(t *testing.T) {
	b, err := parseBook(bookText)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d positions in the book", len(b))
}

// The book stops after the second player's first move (see the book's
// comment): no position in it has more than one piece on the board.
func TestBookDepth(t *testing.T) {
	for i, line := range strings.Split(bookText, "\n") {
		line, _, _ = strings.Cut(line, "#")
		before, _, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		if n := len(strings.Fields(before)); n > 1 {
			t.Errorf("book line %d: %d moves before the reply, want at most 1", i+1, n)
		}
	}
}

// The book is found whichever symmetric form the game takes, and its move
// comes back in the game's own frame.
func TestBookSymmetries(t *testing.T) {
	saved := book
	bookOnce.Do(func() {})
	defer func() { book = saved }()
	var err error
	book, err = parseBook(": f9,e10,f10,g10,f11\nf9,e10,f10,g10,f11 : j4,i5,j5,k5,j6\n")
	if err != nil {
		t.Fatal(err)
	}
	s := NewState()
	m, ok := s.BookMove()
	if !ok || s.MoveString(m) != "f9,e10,f10,g10,f11" {
		t.Fatalf("start: BookMove() = %q %v", s.MoveString(m), ok)
	}
	tests := []struct{ first, want string }{
		{"f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6"}, // as written
		{"i4,h5,i5,j5,i6", "e9,d10,e10,f10,e11"}, // purple on j5: the half turn
		{"e8,d9,e9,f9,e10", "j4,i5,j5,k5,j6"},    // the reflection in a diagonal
	}
	for _, tt := range tests {
		s := NewState()
		if _, err := rules.Play(s, tt.first); err != nil {
			t.Fatal(err)
		}
		m, ok := s.BookMove()
		if !ok {
			t.Errorf("after %s: not in the book", tt.first)
			continue
		}
		want, err := s.ParseMove(tt.want)
		if err != nil {
			t.Fatalf("want %s: %v", tt.want, err)
		}
		if m != want {
			t.Errorf("after %s: BookMove() = %s, want %s", tt.first, s.MoveString(m), tt.want)
		}
	}
	// Out of the book: nothing.
	s = NewState()
	rules.Play(s, "e10")
	if _, ok := s.BookMove(); ok {
		t.Errorf("after e10: a book move, want none")
	}
}

// The first move is searched once per pair of moves the diagonal
// reflection makes equivalent.
func TestSearchMovesSymmetry(t *testing.T) {
	s := NewState()
	got := len(s.SearchMoves(nil))
	// 414 moves on e10 of which pentominoes only; symmetric pairs once.
	all, self := 0, 0
	for _, m := range s.Legal(nil) {
		pl := &placements[m]
		if !pl.covers(StartE10) || pl.size != 5 {
			continue
		}
		all++
		if r, _ := transformPlacement(int(m), symmetries[2]); r == int(m) {
			self++
		}
	}
	if want := (all-self)/2 + self; got != want {
		t.Errorf("first moves searched = %d, want %d (%d pentomino moves on e10, %d symmetric)", got, want, all, self)
	}
}
