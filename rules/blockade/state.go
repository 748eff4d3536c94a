package blockade

import (
	"math/rand/v2"

	"impasse/rules"
)

// State is a Blockade or Cul de Sac position with the history needed for
// the threefold-repetition draw and for Undo. The zero value is not
// usable; start from a Game's New or NewState.
type State struct {
	culdesac bool
	toMove   uint8
	// result is -1 while the game goes on, then the winning seat, or
	// draw.
	result int8
	// pawns[p] are the squares of seat p's pawns (NoSquare once taken).
	pawns [2][2]Square
	// hand[p][k] counts the walls of kind k seat p has left.
	hand [2][2]uint8
	// walls holds the walls on the board; blocked the places where a
	// wall may no longer go (overlapping or crossing one of them).
	walls, blocked wallSet
	// open holds the passages no wall closes.
	open edges
	// comp labels the points of the groove lattice (wall centres and the
	// board's edge, outer) by the group of walls joining them: two
	// points with the same label are linked by a chain of walls (or the
	// edge of the board). See walls.go.
	comp [NumCentres + 1]uint8
	hash uint64
	// repStart is the index in hist of the first position that can
	// repeat: the one after the last wall placed.
	repStart int32
	// hist lists every position of the game, the start first: its hash
	// and the move that led to it.
	hist []histEntry
	// counts, in a game that has gone on longer than countFrom plies
	// since the last wall, counts the occurrences of each position since
	// then by hash, so that a move counts its repetitions in constant
	// time; nil until then, and never shared between states.
	counts map[uint64]int32
	// tmp holds buffers for move generation and the AI; it is never
	// shared between states.
	tmp *scratch
}

// histEntry is one position of the game's history.
type histEntry struct {
	hash uint64
	// move led to the position (-1 for the start).
	move rules.Move
	// taken is set when the move took a pawn standing on a goal.
	taken bool
	// repStart is the state's repStart before the move.
	repStart int32
}

const (
	playing = -1
	draw    = 2
)

// Walls per player and kind at the start.
const wallsPerKind = 9

// SeatNames are the two sides, the first to move first.
var SeatNames = [2]string{"White", "Black"}

// NewState returns the start position of Blockade, or of Cul de Sac when
// culdesac is set.
func NewState(culdesac bool) *State {
	s := &State{culdesac: culdesac, result: playing}
	s.pawns = startSquares
	s.hand = [2][2]uint8{{wallsPerKind, wallsPerKind}, {wallsPerKind, wallsPerKind}}
	s.open = openBoard
	s.resetComp()
	s.hash = s.computeHash()
	s.hist = []histEntry{{hash: s.hash, move: -1}}
	return s
}

// Move encoding. A turn is one Move: a pawn part times wallParts plus a
// wall part. The pawn part is from*12 + dir for a pawn move (see dirs
// below), or noPawn; the wall part is 0 for no wall, w+1 for wall w.
const (
	numDirs   = 12
	noPawn    = NumSquares * numDirs
	wallParts = NumWalls + 1
	// Pass is the move of a player who can neither move a pawn nor
	// place a wall.
	Pass = rules.Move(noPawn * wallParts)
	// moveSpace bounds every move.
	moveSpace = (noPawn + 1) * wallParts
)

// The twelve move directions of a pawn: 0–3 two squares north, east,
// south, west; 4–7 one square north-east, south-east, south-west,
// north-west (the diagonal, or Cul de Sac's L); 8–11 one square north,
// east, south, west (stopping short, or the last step onto a goal).
const (
	dirTwo   = 0
	dirDiag  = 4
	dirOne   = 8
	diagonal = 4 // number of diagonal directions
)

// diagDirs[k] are the two orthogonal directions making up diagonal k.
var diagDirs = [diagonal][2]int{{north, east}, {south, east}, {south, west}, {north, west}}

// destTable[s][d] is the square a pawn on s reaches in direction d, or
// NoSquare off the board.
var destTable = func() (t [NumSquares][numDirs]Square) {
	for s := Square(0); int(s) < NumSquares; s++ {
		c, r := s.Col(), s.Row()
		at := func(dc, dr int) Square {
			if c+dc < 0 || c+dc >= Cols || r+dr < 0 || r+dr >= Rows {
				return NoSquare
			}
			return Sq(c+dc, r+dr)
		}
		for d := 0; d < 4; d++ {
			t[s][dirTwo+d] = at(2*dCol[d], 2*dRow[d])
			t[s][dirOne+d] = at(dCol[d], dRow[d])
		}
		for k, dd := range diagDirs {
			t[s][dirDiag+k] = at(dCol[dd[0]]+dCol[dd[1]], dRow[dd[0]]+dRow[dd[1]])
		}
	}
	return
}()

// MakeMove returns the move of the pawn on from to to with wall w (or
// NoWall); from and to must be one pawn move apart. A wall alone is
// MakeMove(NoSquare, NoSquare, w).
func MakeMove(from, to Square, w Wall) rules.Move {
	pp := noPawn
	if from != NoSquare {
		for d := 0; d < numDirs; d++ {
			if destTable[from][d] == to {
				pp = int(from)*numDirs + d
			}
		}
	}
	return rules.Move(pp*wallParts + int(w) + 1)
}

// decode splits a move into its pawn part and wall (NoWall for none).
func decode(m rules.Move) (pp int, w Wall) {
	return int(m) / wallParts, Wall(int(m)%wallParts - 1)
}

// pawnFromTo returns the squares of a pawn part.
func pawnFromTo(pp int) (from, to Square) {
	from = Square(pp / numDirs)
	return from, destTable[from][pp%numDirs]
}

// Zobrist keys.
var (
	zobPawn   [2][NumSquares]uint64
	zobWall   [NumWalls]uint64
	zobHand   [2][2][wallsPerKind + 1]uint64
	zobToMove uint64
)

func init() {
	rng := rand.New(rand.NewPCG(0xb10cade, 0xc01de5ac))
	for p := range zobPawn {
		for i := range zobPawn[p] {
			zobPawn[p][i] = rng.Uint64()
		}
	}
	for i := range zobWall {
		zobWall[i] = rng.Uint64()
	}
	for p := range zobHand {
		for k := range zobHand[p] {
			for n := range zobHand[p][k] {
				zobHand[p][k][n] = rng.Uint64()
			}
		}
	}
	zobToMove = rng.Uint64()
}

// computeHash returns the hash of the position from scratch: the set of
// each seat's pawn squares, the walls on the board, the walls in hand and
// the seat to move.
func (s *State) computeHash() uint64 {
	var h uint64
	for p := 0; p < 2; p++ {
		for _, sq := range s.pawns[p] {
			if sq != NoSquare {
				h ^= zobPawn[p][sq]
			}
		}
		for k := 0; k < 2; k++ {
			h ^= zobHand[p][k][s.hand[p][k]]
		}
	}
	for w := Wall(0); w < NumWalls; w++ {
		if s.walls.has(w) {
			h ^= zobWall[w]
		}
	}
	if s.toMove == 1 {
		h ^= zobToMove
	}
	return h
}

// Players returns 2.
func (s *State) Players() int { return 2 }

// ToMove returns the seat to move: 0 (White, first) or 1 (Black), or
// rules.Nobody once the game is over.
func (s *State) ToMove() int {
	if s.result != playing {
		return rules.Nobody
	}
	return int(s.toMove)
}

// Over reports whether a pawn has reached a goal or a position has been
// repeated three times.
func (s *State) Over() bool { return s.result != playing }

// Winner returns the winning seat, -1 for a draw or a game not over.
func (s *State) Winner() int {
	if s.result == 0 || s.result == 1 {
		return int(s.result)
	}
	return -1
}

// CulDeSac reports whether the state follows Cul de Sac's movement.
func (s *State) CulDeSac() bool { return s.culdesac }

// Pawns returns the squares of seat p's pawns (NoSquare once taken).
func (s *State) Pawns(p int) [2]Square { return s.pawns[p] }

// WallsLeft returns the walls of kind k seat p has left.
func (s *State) WallsLeft(p, k int) int { return int(s.hand[p][k]) }

// HasWall reports whether wall w is on the board.
func (s *State) HasWall(w Wall) bool { return s.walls.has(w) }

// Ply returns the number of turns played.
func (s *State) Ply() int { return len(s.hist) - 1 }

// Hash returns the Zobrist hash of the position.
func (s *State) Hash() uint64 { return s.hash }

// Clone returns an independent copy.
func (s *State) Clone() rules.State {
	c := *s
	c.hist = append(make([]histEntry, 0, len(s.hist)+16), s.hist...)
	c.counts = nil
	c.tmp = nil
	return &c
}

// CopyFrom makes s a copy of src, a *State, reusing s's memory.
func (s *State) CopyFrom(src rules.State) {
	o := src.(*State)
	h, tmp := s.hist[:0], s.tmp
	*s = *o
	s.hist = append(h, o.hist...)
	s.counts = nil
	s.tmp = tmp
}

// MoveSpace returns the bound of the move integers.
func (s *State) MoveSpace() int { return moveSpace }

// Scores returns 1 for the winner and 0 otherwise.
func (s *State) Scores() []int {
	sc := []int{0, 0}
	if w := s.Winner(); w >= 0 {
		sc[w] = 1
	}
	return sc
}

// Results returns 1 for the winner and 0 for the loser, 1/2 each for a
// draw, nil before the end.
func (s *State) Results() []float64 {
	switch s.result {
	case playing:
		return nil
	case draw:
		return []float64{0.5, 0.5}
	}
	r := []float64{0, 0}
	r[s.result] = 1
	return r
}

// Setup returns no options: each game has a single start.
func (s *State) Setup() rules.Options { return rules.Options{} }

// occupied returns the squares holding a pawn.
func (s *State) occupied() bitboard {
	var b bitboard
	for p := 0; p < 2; p++ {
		for _, sq := range s.pawns[p] {
			if sq != NoSquare {
				b.set(sq)
			}
		}
	}
	return b
}

// Apply plays m, which must be legal.
func (s *State) Apply(m rules.Move) {
	p := int(s.toMove)
	pp, w := decode(m)
	e := histEntry{move: m, repStart: s.repStart}
	if pp != noPawn {
		from, to := pawnFromTo(pp)
		i := 0
		if s.pawns[p][1] == from {
			i = 1
		}
		s.pawns[p][i] = to
		s.hash ^= zobPawn[p][from] ^ zobPawn[p][to]
		if goalSet[p].has(to) {
			o := 1 - p
			for j, sq := range s.pawns[o] {
				if sq == to {
					s.pawns[o][j] = NoSquare
					s.hash ^= zobPawn[o][to]
					e.taken = true
				}
			}
			s.result = int8(p)
		}
	}
	if w != NoWall {
		s.placeWall(p, w)
		s.repStart = int32(len(s.hist))
		s.counts = nil
	}
	s.toMove ^= 1
	s.hash ^= zobToMove
	e.hash = s.hash
	s.hist = append(s.hist, e)
	if s.counts != nil {
		s.counts[s.hash]++
	}
	if s.result == playing && s.repeats() >= 3 {
		s.result = draw
	}
}

// countFrom is the length of the history since the last wall beyond
// which repeats counts with a map rather than by looking at every
// position: the map costs more to build than a short look.
const countFrom = 256

// repeats counts the occurrences of the current position in the history
// since the last wall (itself included), in constant time however long
// the game.
func (s *State) repeats() int {
	if s.counts == nil && len(s.hist)-int(s.repStart) > countFrom {
		s.counts = make(map[uint64]int32, 2*(len(s.hist)-int(s.repStart)))
		for _, e := range s.hist[s.repStart:] {
			s.counts[e.hash]++
		}
	}
	if s.counts != nil {
		return int(s.counts[s.hash])
	}
	n := 0
	for i := len(s.hist) - 1; i >= int(s.repStart); i -= 2 {
		if s.hist[i].hash == s.hash {
			n++
		}
	}
	return n
}

// placeWall puts wall w of seat p on the board.
func (s *State) placeWall(p int, w Wall) {
	k := w.Kind()
	s.hash ^= zobWall[w] ^ zobHand[p][k][s.hand[p][k]] ^ zobHand[p][k][s.hand[p][k]-1]
	s.hand[p][k]--
	s.walls.set(w)
	for _, c := range wallInfos[w].conflict {
		if c != NoWall {
			s.blocked.set(c)
		}
	}
	s.open.block(w)
	s.joinComp(w)
}

// Undo takes back the last move.
func (s *State) Undo() {
	n := len(s.hist) - 1
	if n < 1 {
		return
	}
	e := s.hist[n]
	s.hist = s.hist[:n]
	if s.counts != nil {
		if s.counts[e.hash]--; s.counts[e.hash] == 0 {
			delete(s.counts, e.hash)
		}
	}
	s.toMove ^= 1
	p := int(s.toMove)
	pp, w := decode(e.move)
	if pp != noPawn {
		from, to := pawnFromTo(pp)
		i := 0
		if s.pawns[p][1] == to {
			i = 1
		}
		s.pawns[p][i] = from
		if e.taken {
			o := 1 - p
			j := 0
			if s.pawns[o][1] == NoSquare {
				j = 1
			}
			s.pawns[o][j] = to
		}
	}
	if w != NoWall {
		// The map counted the positions since this wall.
		s.counts = nil
		s.hand[p][w.Kind()]++
		s.walls.clear(w)
		s.open.reopen(w)
		s.blocked = wallSet{}
		s.resetComp()
		for v := Wall(0); v < NumWalls; v++ {
			if s.walls.has(v) {
				for _, c := range wallInfos[v].conflict {
					if c != NoWall {
						s.blocked.set(c)
					}
				}
				s.joinComp(v)
			}
		}
	}
	s.result = playing
	s.repStart = e.repStart
	s.hash = s.hist[n-1].hash
}
