package alignement

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"sync"

	"impasse/rules"
)

// The opening book: the exact best move of every position the strongest
// level can meet while pieces are still placed, for either seat, worked
// out from the solved game (the package's table tool writes it). A seat
// following the book meets every answer the other seat may give, so the
// book holds one move for each of its positions up to symmetry: the
// strategy tree of that seat, walked in one fixed order (WalkBook) and
// stored as the index, among the legal moves, of the move chosen at each
// of its turns.

// BookPlies is the number of turns the book covers: every piece is on the
// board after them, and a search finds its way from there.
const BookPlies = 11

//go:embed book.bin
var bookData []byte

var (
	bookOnce  sync.Once
	bookMoves map[uint64]rules.Move // canonical key → move in that frame
)

// BookMove returns the book's move for s, in the frame of s, when s is
// one of the positions the book covers.
func (s *State) BookMove() (rules.Move, bool) {
	if s.ply >= BookPlies || s.Over() {
		return 0, false
	}
	bookOnce.Do(func() { bookMoves, _ = ReadBook(bookData) })
	return lookup(bookMoves, s)
}

// lookup returns the move of moves for s, brought back from the
// canonical frame to the frame of s.
func lookup(moves map[uint64]rules.Move, s *State) (rules.Move, bool) {
	key, g := s.canonical()
	m, ok := moves[key]
	if !ok {
		return 0, false
	}
	from, to := decode(m)
	inv := inverse[g]
	return encode(symmetries[inv][from], symmetries[inv][to]), true
}

// ReadBook decodes a book written by WriteBook: the move of each position
// it covers, by canonical key, in the canonical frame.
func ReadBook(data []byte) (map[uint64]rules.Move, error) {
	moves := map[uint64]rules.Move{}
	for seat := 0; seat < 2; seat++ {
		n, k := binary.Uvarint(data)
		if k <= 0 || n > uint64(len(data)-k) {
			return nil, errBadBook
		}
		stream := data[k : k+int(n)]
		data = data[k+int(n):]
		var err error
		WalkBook(seat, func(s *State, legal []rules.Move) int {
			if err != nil {
				return 0
			}
			if len(stream) == 0 || int(stream[0]) >= len(legal) {
				err = errBadBook
				return 0
			}
			i := int(stream[0])
			stream = stream[1:]
			key, g := s.canonical()
			from, to := decode(legal[i])
			moves[key] = encode(symmetries[g][from], symmetries[g][to])
			return i
		})
		if err != nil || len(stream) != 0 {
			return nil, errBadBook
		}
	}
	if len(data) != 0 {
		return nil, errBadBook
	}
	return moves, nil
}

var errBadBook = errors.New("alignement: the opening book is damaged")

// WriteBook encodes the two seats' streams of move indexes, as WalkBook
// visits their turns.
func WriteBook(streams [2][]byte) []byte {
	var out []byte
	for _, st := range streams {
		out = binary.AppendUvarint(out, uint64(len(st)))
		out = append(out, st...)
	}
	return out
}

// WalkBook walks the strategy tree of seat over the first BookPlies turns:
// at each of the seat's turns it asks choose for the index of its move
// among legal (Legal's order) and follows that move; at the other seat's
// turns it follows every move. A position met before, or a symmetric
// image of one, is not walked again.
func WalkBook(seat int, choose func(s *State, legal []rules.Move) int) {
	seen := map[uint64]bool{}
	var walk func(s *State)
	walk = func(s *State) {
		if s.ply >= BookPlies || s.Over() {
			return
		}
		key, _ := s.canonical()
		if seen[key] {
			return
		}
		seen[key] = true
		legal := s.Legal(nil)
		if s.ToMove() == seat {
			c := s.Clone().(*State)
			c.Apply(legal[choose(s, legal)])
			walk(c)
			return
		}
		for _, m := range legal {
			c := s.Clone().(*State)
			c.Apply(m)
			walk(c)
		}
	}
	walk(NewState())
}

// symmetries[g][c] is the image of circle c under symmetry g of the grid:
// g&3 quarter turns, after a reflection in the main diagonal when g >= 4;
// inverse[g] undoes g.
var symmetries, inverse = func() (syms [8][Circles]int, inv [8]int) {
	for g := 0; g < 8; g++ {
		for c := 0; c < Circles; c++ {
			x, y := c%4, c/4
			if g >= 4 {
				x, y = y, x
			}
			for r := 0; r < g&3; r++ {
				x, y = 3-y, x
			}
			syms[g][c] = y*4 + x
		}
	}
	for g := range syms {
		for h := range syms {
			id := true
			for c := 0; c < Circles; c++ {
				id = id && syms[h][syms[g][c]] == c
			}
			if id {
				inv[g] = h
			}
		}
	}
	return syms, inv
}()

// Symmetry returns the image of circle c under symmetry g of the grid, 0
// to 7: g&3 quarter turns, after a reflection in the main diagonal when
// g >= 4.
func Symmetry(g, c int) int { return symmetries[g][c] }

// canonical returns the smallest key of s over the symmetries of the grid
// and a symmetry giving it. A key holds each circle's content (empty, or
// a seat's kind of piece) and the turn.
func (s *State) canonical() (key uint64, g int) {
	var cell [Circles]uint64
	for p := 0; p < 2; p++ {
		for k := 0; k < numKinds; k++ {
			s.pieces[p][k].each(func(c int) { cell[c] = uint64(1 + p*numKinds + k) })
		}
	}
	key = ^uint64(0)
	for h := range symmetries {
		v := uint64(s.ply)
		for c := 0; c < Circles; c++ {
			v = v<<3 | cell[symmetries[inverse[h]][c]]
		}
		if v < key {
			key, g = v, h
		}
	}
	return key, g
}
