package alignement

import (
	"testing"

	"impasse/rules"
)

// transformed returns s with every piece moved by symmetry g.
func transformed(s *State, g int) *State {
	t := s.Clone().(*State)
	for p := range t.pieces {
		for k := range t.pieces[p] {
			var m mask
			s.pieces[p][k].each(func(c int) { m |= bit(symmetries[g][c]) })
			t.pieces[p][k] = m
		}
	}
	return t
}

func TestSymmetries(t *testing.T) {
	for g := range symmetries {
		seen := map[int]bool{}
		for c := 0; c < Circles; c++ {
			seen[symmetries[g][c]] = true
			if back := symmetries[inverse[g]][symmetries[g][c]]; back != c {
				t.Errorf("symmetry %d then its inverse takes circle %d to %d", g, c, back)
			}
		}
		if len(seen) != Circles {
			t.Errorf("symmetry %d: got %d images, want %d", g, len(seen), Circles)
		}
		// Lines go to lines, neighbours to neighbours.
		for _, l := range lines {
			var img mask
			l.each(func(c int) { img |= bit(symmetries[g][c]) })
			if !hasLine(img) {
				t.Errorf("symmetry %d takes line %016b to %016b, not a line", g, l, img)
			}
		}
	}
}

// A book written from any choice of moves gives back, for every position
// of the walk and for each of its symmetric images, the move chosen there.
func TestBookRoundTrip(t *testing.T) {
	type choice struct {
		s *State
		m rules.Move
	}
	var streams [2][]byte
	var chosen []choice
	for seat := 0; seat < 2; seat++ {
		n := 0
		WalkBook(seat, func(s *State, legal []rules.Move) int {
			n++
			i := (n*7 + s.ply) % len(legal)
			streams[seat] = append(streams[seat], byte(i))
			if n%97 == 0 {
				chosen = append(chosen, choice{s.Clone().(*State), legal[i]})
			}
			return i
		})
	}
	moves, err := ReadBook(WriteBook(streams))
	if err != nil {
		t.Fatal(err)
	}
	if len(chosen) < 100 {
		t.Fatalf("got %d positions sampled, want at least 100", len(chosen))
	}
	for _, c := range chosen {
		for g := range symmetries {
			s := transformed(c.s, g)
			from, to := decode(c.m)
			want := encode(symmetries[g][from], symmetries[g][to])
			if got, ok := lookup(moves, s); !ok || got != want {
				t.Fatalf("turn %d, symmetry %d: got %s (%v), want %s\n%s", s.ply+1, g, s.MoveString(got), ok, s.MoveString(want), s)
			}
		}
	}
}

// firstMoves returns the streams of a book that plays the first legal
// move everywhere.
func firstMoves() [2][]byte {
	var streams [2][]byte
	for seat := 0; seat < 2; seat++ {
		WalkBook(seat, func(s *State, legal []rules.Move) int {
			streams[seat] = append(streams[seat], 0)
			return 0
		})
	}
	return streams
}

func TestReadBookDamaged(t *testing.T) {
	streams := firstMoves()
	good := WriteBook(streams)
	if _, err := ReadBook(good); err != nil {
		t.Fatalf("the undamaged book: %v", err)
	}
	badIndex := firstMoves()
	badIndex[1][len(badIndex[1])/2] = 200
	short := firstMoves()
	short[0] = short[0][:len(short[0])-1]
	for name, data := range map[string][]byte{
		"empty":                 nil,
		"a length cut short":    {0x80},
		"a length beyond it":    good[:len(good)/2],
		"a stream cut short":    WriteBook(short),
		"bytes left over":       append(good[:len(good):len(good)], 0),
		"an index out of range": WriteBook(badIndex),
	} {
		if _, err := ReadBook(data); err == nil {
			t.Errorf("%s: got no error", name)
		}
	}
}

// The book shipped holds a legal move for each position of both seats'
// strategy trees, and the strongest level plays it.
func TestBook(t *testing.T) {
	moves, err := ReadBook(bookData)
	if err != nil {
		t.Fatal(err)
	}
	for seat := 0; seat < 2; seat++ {
		WalkBook(seat, func(s *State, legal []rules.Move) int {
			m, ok := lookup(moves, s)
			if !ok || !rules.IsLegal(s, m) {
				t.Fatalf("turn %d: book move %v (%v) not legal\n%s", s.ply+1, m, ok, s)
			}
			for i, l := range legal {
				if l == m {
					return i
				}
			}
			return 0
		})
	}
	if m, ok := NewState().BookMove(); !ok {
		t.Errorf("no book move at the start: %v", m)
	}
}

// BenchmarkReadBook measures what the first book move costs: decoding the
// whole book.
func BenchmarkReadBook(b *testing.B) {
	for b.Loop() {
		if _, err := ReadBook(bookData); err != nil {
			b.Fatal(err)
		}
	}
}
