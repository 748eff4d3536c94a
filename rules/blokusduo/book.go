package blokusduo

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"impasse/rules"
)

// The opening book: positions of the first moves and the move the program
// found best in each after a long search (impasse book). It is looked up
// under the board's symmetries that keep the pair of starting points: the
// half turn, and the reflections in both diagonals.
//
// It holds the first move. The second player answers every first move
// with its mirror image under the half turn (see BookMove): the position
// stays symmetric, and the first player must cross the centre at once
// or leave the second player a draw by mirroring to the end. Pentobi
// crosses at once. Against its level 7, at 210,000 simulations a move,
// the mirror scored 39.0% as second player in a match of 100 games
// whose whole share was 64.0% (89.0% as first player, CPU 1.15×), and
// 42.4% as second player in 92 games over three matches, where the
// book's replies, found by long searches, had scored 31.7% in 60. At
// 195,000 simulations (CPU 1.12×) it scored 41.0% as second player in
// another 100 games, 59.0% in all (77.0% as first player). Against
// level 8, at 900,000 simulations, it scored 60.0% in 45 games over two
// matches (26-2-17, CPU 1.07× and 1.01×), 32.6% as second player.
//
// It holds no more: the first player's second moves that long searches chose
// lost in play at the levels' budgets (a book of five plies against this
// one, 3,000 simulations a move: 34% in 200 games). Those searches ran
// before a full tree was pruned (ai's MaxNodes): theirs stopped growing
// after about a third of their simulations, so a deeper book is worth
// growing again.
//
// A book for the second player made no measurable difference: the 49
// positions where the second player was to move that recurred in 120
// games against Pentobi level 7 (impasse book -records, up to its third
// move), searched 1,600,000 simulations each (400,000 on each of four
// threads), scored 31.8% as second player against level 7 (33 games,
// 210,000 simulations a move, CPU 0.72×) where this book scored 30.0%
// (40 games, CPU 1.06×). In the line that lost most often the long
// search chose the move played.

//go:embed book.txt
var bookText string

// book maps a position's hash to the move to play there; it is read on
// first use.
var (
	book     map[uint64]rules.Move
	bookOnce sync.Once
)

func loadBook() {
	var err error
	if book, err = parseBook(bookText); err != nil {
		panic("blokusduo: " + err.Error()) // TestBook keeps this from shipping
	}
}

// parseBook reads book lines "MOVES : REPLY" (MOVES in the notation,
// separated by spaces, empty for the start); # starts a comment.
func parseBook(text string) (map[uint64]rules.Move, error) {
	b := map[uint64]rules.Move{}
	for i, line := range strings.Split(text, "\n") {
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = line[:j]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		before, reply, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("book line %d: no ':'", i+1)
		}
		s := NewState()
		for _, mv := range strings.Fields(before) {
			if _, err := rules.Play(s, mv); err != nil {
				return nil, fmt.Errorf("book line %d: %s: %v", i+1, mv, err)
			}
		}
		m, err := s.ParseMove(strings.TrimSpace(reply))
		if err != nil {
			return nil, fmt.Errorf("book line %d: reply: %v", i+1, err)
		}
		b[s.Hash()] = m
	}
	return b, nil
}

// symmetries of the board that keep the two starting points as a pair.
var symmetries = [4]func(c, r int) (int, int){
	func(c, r int) (int, int) { return c, r },
	func(c, r int) (int, int) { return Size - 1 - c, Size - 1 - r },
	func(c, r int) (int, int) { return Size - 1 - r, Size - 1 - c },
	func(c, r int) (int, int) { return r, c },
}

// BookMove returns the book's move for this position, if it is there in
// any of its symmetric forms; after the first move, its mirror image.
func (s *State) BookMove() (rules.Move, bool) {
	if s.Plies == 1 && s.lastMove[0] >= 0 {
		// The mirror covers the other starting point and cannot meet a
		// first piece, which does not reach the centre: always legal
		// (TestBookMirror).
		return rules.Move(placements[s.lastMove[0]].sym), true
	}
	bookOnce.Do(loadBook)
	if len(book) == 0 || s.Ended || s.pieces > 8 {
		return 0, false
	}
	for k, f := range symmetries {
		h := s.transformedHash(f)
		m, ok := book[h]
		if !ok {
			continue
		}
		// The book's move is in the transformed frame: bring it back.
		// Each symmetry is its own inverse.
		back, ok := transformPlacement(int(m), symmetries[k])
		if ok && s.legal(int(s.Mover), back) {
			return rules.Move(back), true
		}
	}
	return 0, false
}

// transformedHash returns the hash the position would have with every
// square moved by f.
func (s *State) transformedHash(f func(c, r int) (int, int)) uint64 {
	h := s.hash
	for c := 0; c < 2; c++ {
		s.own[c].squares(func(sq Square) {
			x, y := f(sq.Col(), sq.Row())
			h ^= cellZobs[c][sq] ^ cellZobs[c][Sq(x, y)]
		})
	}
	return h
}

// transformPlacement returns the placement p moved by f.
func transformPlacement(p int, f func(c, r int) (int, int)) (int, bool) {
	pl := &placements[p]
	var cells [5]uint8
	n := int(pl.size)
	for i, sq := range pl.squares() {
		x, y := f(sq.Col(), sq.Row())
		cells[i] = uint8(Sq(x, y))
	}
	// Sort the few squares (insertion sort).
	for i := 1; i < n; i++ {
		for j := i; j > 0 && cells[j] < cells[j-1]; j-- {
			cells[j], cells[j-1] = cells[j-1], cells[j]
		}
	}
	id, ok := placementOf(cells[:n])
	return id, ok
}
