package blokusduo

import (
	"slices"
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

// The book holds the first move only (see the book's comment): the
// mirror answers every first move, and longer lines lost in play.
func TestBookDepth(t *testing.T) {
	for i, line := range strings.Split(bookText, "\n") {
		line, _, _ = strings.Cut(line, "#")
		before, _, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		if n := len(strings.Fields(before)); n > 0 {
			t.Errorf("book line %d: %d moves before the reply, want none", i+1, n)
		}
	}
}

// TestBookMirror: every first move, on either starting point, is
// answered by its mirror image under the half turn, a legal move that
// leaves the position symmetric.
func TestBookMirror(t *testing.T) {
	start := NewState()
	firsts := start.Legal(nil)
	if len(firsts) == 0 {
		t.Fatal("no first move")
	}
	for _, first := range firsts {
		s := start.Clone().(*State)
		s.Apply(first)
		m, ok := s.BookMove()
		if !ok {
			t.Fatalf("after %s: no book move", s.MoveString(first))
		}
		if !rules.IsLegal(s, m) {
			t.Fatalf("after %s: %s is not legal", start.MoveString(first), s.MoveString(m))
		}
		var want []Square
		var got []Square
		for i, sq := range placements[first].cells {
			if sq != noSquare {
				want = append(want, mirror(Square(sq)))
				got = append(got, Square(placements[m].cells[i]))
			}
		}
		slices.Sort(want) // a placement's cells are in increasing order
		if !slices.Equal(got, want) {
			t.Errorf("after %s: got %s, want its mirror", start.MoveString(first), s.MoveString(m))
		}
	}
	t.Logf("%d first moves answered", len(firsts))
}

// The book is found whichever symmetric form the game takes, and its move
// comes back in the game's own frame.
func TestBookSymmetries(t *testing.T) {
	saved := book
	bookOnce.Do(func() {})
	defer func() { book = saved }()
	var err error
	book, err = parseBook(": f9,e10,f10,g10,f11\nf9,e10,f10,g10,f11 j4,i5,j5,k5,j6 : g8\n")
	if err != nil {
		t.Fatal(err)
	}
	s := NewState()
	m, ok := s.BookMove()
	if !ok || s.MoveString(m) != "f9,e10,f10,g10,f11" {
		t.Fatalf("start: BookMove() = %q %v", s.MoveString(m), ok)
	}
	tests := []struct{ first, second, want string }{
		{"f9,e10,f10,g10,f11", "j4,i5,j5,k5,j6", "g8"}, // as written
		{"i4,h5,i5,j5,i6", "e9,d10,e10,f10,e11", "h7"}, // purple on j5: the half turn
		{"e8,d9,e9,f9,e10", "j4,i5,j5,k5,j6", "g8"},    // the reflection in a diagonal
	}
	for _, tt := range tests {
		s := NewState()
		for _, text := range []string{tt.first, tt.second} {
			if _, err := rules.Play(s, text); err != nil {
				t.Fatal(err)
			}
		}
		m, ok := s.BookMove()
		if !ok {
			t.Errorf("after %s %s: not in the book", tt.first, tt.second)
			continue
		}
		want, err := s.ParseMove(tt.want)
		if err != nil {
			t.Fatalf("want %s: %v", tt.want, err)
		}
		if m != want {
			t.Errorf("after %s %s: BookMove() = %s, want %s", tt.first, tt.second, s.MoveString(m), tt.want)
		}
	}
	// Out of the book: nothing.
	s = NewState()
	rules.Play(s, "e10")
	rules.Play(s, "j5")
	if _, ok := s.BookMove(); ok {
		t.Errorf("after e10 j5: a book move, want none")
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
