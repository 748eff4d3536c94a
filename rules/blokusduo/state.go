package blokusduo

import (
	"math/bits"

	"impasse/rules"
)

// State is a Blokus Duo position. The zero value is not usable; start
// from Game.New or NewState.
type State struct {
	// own[c] holds the squares covered by colour c.
	own [2]bitboard
	// forb[c] holds the squares colour c may not cover: covered squares
	// and squares beside a piece of colour c.
	forb [2]bitboard
	// att[c] holds colour c's attach points: squares c may cover that
	// touch a piece of c at a corner (the starting point before c's first
	// piece).
	att [2]bitboard
	// dead[c] holds attach points of c that no remaining piece of c can
	// cover legally. Once dead, an attach point stays dead (the board
	// only fills up), so searches for moves skip it. It is a cache: not
	// every dead attach point is marked.
	dead [2]bitboard
	// used[c] has bit p set when colour c has placed piece p.
	used [2]uint32
	// squares[c] counts the squares colour c has covered.
	squares [2]uint8
	// last[c] is the last piece colour c placed, -1 before the first.
	last [2]int8
	// lastMove[c] is the last placement of c, or noMove.
	lastMove [2]int16
	// diag[c] holds the squares around the last two placements of c
	// diagonally (see placement.neighbours): the policies answer the
	// attach points they made. The k-th piece c places goes to slot k%2,
	// over the one before the last.
	diag [2][2]bitboard
	// witness[c] is a placement found legal for colour c, or noMove: while
	// it stays legal, c can move without searching again.
	witness [2]int16
	// stuck[c] is true once colour c cannot place any piece; it never
	// becomes false again, since the board only fills up.
	stuck [2]bool
	// broken is set once the position can no longer be point-symmetric
	// after the second player's reply (a pass, or a reply that is not the
	// mirror image of the first player's move).
	broken bool
	rules.Turn
	// pieces counts the pieces on the board (both colours).
	pieces uint8
	hash   uint64
}

const noMove = -1

// Pass is the move of a player who cannot place a piece.
const Pass rules.Move = NumPlacements

// NewState returns the start position.
func NewState() *State {
	buildTables()
	s := &State{}
	s.last = [2]int8{-1, -1}
	s.lastMove = [2]int16{noMove, noMove}
	s.witness = [2]int16{noMove, noMove}
	s.att[0].set(StartE10)
	s.att[0].set(StartJ5)
	return s
}

// Players returns 2.
func (s *State) Players() int { return 2 }

// Clone returns a copy.
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// CopyFrom makes s a copy of src, a *State.
func (s *State) CopyFrom(src rules.State) { *s = *src.(*State) }

// MoveSpace returns the number of move integers: placements and a pass.
func (s *State) MoveSpace() int { return NumPlacements + 1 }

// Hash returns the Zobrist hash of the squares of each colour and the
// colour to move.
func (s *State) Hash() uint64 { return s.hash }

// Used reports whether colour c has placed piece p.
func (s *State) Used(c int, p Piece) bool { return s.used[c]>>p&1 != 0 }

// At returns the colour covering square sq, or -1.
func (s *State) At(sq Square) int {
	for c := 0; c < 2; c++ {
		if s.own[c].has(sq) {
			return c
		}
	}
	return -1
}

// live sets b to colour c's attach points not known to be dead.
func (s *State) live(c int, b *bitboard) {
	a, d := &s.att[c], &s.dead[c]
	b[0], b[1], b[2], b[3] = a[0]&^d[0], a[1]&^d[1], a[2]&^d[2], a[3]&^d[3]
}

// legal reports whether placement p is legal for colour c: it fits and
// covers an attach point.
func (s *State) legal(c int, p int) bool {
	return s.fits(c, p) && placements[p].meets(&s.att[c])
}

// fits reports whether placement p avoids every square colour c may not
// cover: whether it is legal, for a placement covering an attach point
// of c, as every candidate of a move search does.
func (s *State) fits(c int, p int) bool {
	return !placements[p].meets(&s.forb[c])
}

// Apply plays m for the colour to move.
func (s *State) Apply(m rules.Move) {
	c := int(s.Mover)
	if m == Pass {
		s.broken = true
	} else {
		if c == 1 && !s.broken && s.lastMove[0] >= 0 && placements[s.lastMove[0]].sym != uint16(m) {
			s.broken = true
		}
		s.place(c, int(m))
	}
	s.Plies++
	s.Mover ^= 1
	s.hash ^= zobToMove
	s.afterMove(c)
}

// place puts placement p of colour c on the board.
func (s *State) place(c, p int) {
	pl := &placements[p]
	w := pl.w
	s.own[c][w] |= pl.lo
	s.own[c][w+1] |= pl.hi
	o := c ^ 1
	s.forb[o][w] |= pl.lo
	s.forb[o][w+1] |= pl.hi
	s.att[o][w] &^= pl.lo
	s.att[o][w+1] &^= pl.hi
	// The squares beside the piece are forbidden to c, those at its
	// corners attach points unless forbidden.
	var adj bitboard
	d := &s.diag[c][bits.OnesCount32(s.used[c])&1]
	pl.neighbours(&adj, d)
	f, a := &s.forb[c], &s.att[c]
	f[w] |= pl.lo
	f[w+1] |= pl.hi
	for i := range words {
		f[i] |= adj[i]
		a[i] = (a[i] | d[i]) &^ f[i]
	}
	if s.used[c] == 0 && c == 0 {
		// The second player starts on the starting point the first did
		// not take.
		if pl.covers(StartE10) {
			s.att[1].set(StartJ5)
		} else {
			s.att[1].set(StartE10)
		}
	}
	s.used[c] |= 1 << pl.piece
	s.squares[c] += pl.size
	s.last[c] = int8(pl.piece)
	s.lastMove[c] = int16(p)
	s.pieces++
	s.hash ^= pl.zob[c]
}

// afterMove updates who is stuck and whether the game is over, after
// colour c moved.
func (s *State) afterMove(c int) {
	n := c ^ 1
	if !s.stuck[n] && !s.hasMove(n) {
		s.stuck[n] = true
	}
	if s.stuck[n] && !s.stuck[c] && !s.hasMove(c) {
		s.stuck[c] = true
	}
	s.Ended = s.stuck[0] && s.stuck[1]
}

// hasMove reports whether colour c can place a piece, marking the attach
// points it finds dead.
func (s *State) hasMove(c int) bool {
	if s.used[c] == 1<<NumPieces-1 {
		return false
	}
	if w := s.witness[c]; w >= 0 && s.used[c]>>placements[w].piece&1 == 0 && s.legal(c, int(w)) {
		return true
	}
	for i := range words {
		l, r, u, d := s.forb[c].sides(i)
		for a := s.att[c][i] &^ s.dead[c][i]; a != 0; a &= a - 1 {
			sq := Square(i<<6 + bits.TrailingZeros64(a))
			if w := s.anyAt(c, sq, statusAt(l, r, u, d, uint(sq)%64)); w >= 0 {
				s.witness[c] = int16(w)
				return true
			}
			s.dead[c][i] |= a & -a
		}
	}
	return false
}

// anyAt returns a legal placement of colour c covering sq, whose
// neighbour status is st, or -1.
func (s *State) anyAt(c int, sq Square, st int) int {
	// The pieces c has left with candidates at sq, the last first.
	for left := candidatePieces(sq, st) &^ s.used[c]; left != 0; {
		p := bits.Len32(left) - 1
		left &^= 1 << p
		for _, pid := range candidates(sq, p, st) {
			if s.fits(c, int(pid)) {
				return int(pid)
			}
		}
	}
	return -1
}

// Legal appends the legal moves to buf[:0]: every placement covering an
// attach point, ordered by attach point, piece and placement, or Pass.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.Ended {
		return buf
	}
	c := int(s.Mover)
	if s.stuck[c] {
		return append(buf, Pass)
	}
	return s.appendPlacements(buf, c, 0)
}

// appendPlacements appends the legal placements of colour c of pieces of
// at least minSize squares.
func (s *State) appendPlacements(buf []rules.Move, c int, minSize int) []rules.Move {
	var att, below bitboard // live attach points; those already visited
	s.live(c, &att)
	for i := range words {
		l, r, u, d := s.forb[c].sides(i)
		for a := att[i]; a != 0; a &= a - 1 {
			bit := a & -a
			sq := Square(i<<6 + bits.TrailingZeros64(a))
			st := statusAt(l, r, u, d, uint(sq)%64)
			for left := candidatePieces(sq, st) & bigPieces[minSize] &^ s.used[c]; left != 0; left &= left - 1 {
				p := bits.TrailingZeros32(left)
				for _, pid := range candidates(sq, p, st) {
					pl := &placements[pid]
					// Count each placement once: at its first attach point.
					if pl.meets(&below) {
						continue
					}
					if s.fits(c, int(pid)) {
						buf = append(buf, rules.Move(pid))
					}
				}
			}
			below[i] |= bit
		}
	}
	return buf
}

// bigPieces[k] is the set of pieces of at least k squares, as bits (k
// from 0 to 6, none of 6).
var bigPieces = func() (big [7]uint32) {
	for k := range big {
		for p := Piece(0); p < NumPieces; p++ {
			if p.Size() >= k {
				big[k] |= 1 << p
			}
		}
	}
	return
}()

// Scores returns the score of each colour by the rules: -1 per square
// left in hand, +15 when all 21 pieces are placed, +5 more when the last
// one was the monomino.
func (s *State) Scores() []int {
	return []int{s.score(0), s.score(1)}
}

func (s *State) score(c int) int {
	v := int(s.squares[c]) - TotalSquares
	if s.used[c] == 1<<NumPieces-1 {
		v += 15
		if s.last[c] == int8(Monomino) {
			v += 5
		}
	}
	return v
}

// Results returns 1 for the higher score, 0 for the lower, 1/2 each for
// equal scores; nil before the end.
func (s *State) Results() []float64 {
	if !s.Ended {
		return nil
	}
	d := s.score(0) - s.score(1)
	switch {
	case d > 0:
		return []float64{1, 0}
	case d < 0:
		return []float64{0, 1}
	}
	return []float64{0.5, 0.5}
}

// Setup returns no options: Blokus Duo has a single start.
func (s *State) Setup() rules.Options { return rules.Options{} }
