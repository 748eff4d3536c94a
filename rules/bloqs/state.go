package bloqs

import (
	"strconv"

	"impasse/rules"
)

// MaxPlayers is the largest number of seats.
const MaxPlayers = 4

// State is a Bloqs position. The zero value is not usable; start from
// Game.New or NewState.
//
// Every set of squares is a bit mask per row (see rows). Besides the
// blocks, the state keeps which empty squares are live (covered by some
// empty 2 × 3 or 3 × 2 rectangle, so a block could still go there),
// recomputed after a placement only in the rows it can change; a region
// of empty squares is isolated when none of its squares is live.
type State struct {
	b *Board
	// empty holds the squares of the board no block covers.
	empty rows
	// height[k] holds the squares covered by blocks of height k+2.
	height [3]rows
	// live holds the empty squares where a block could still go.
	live rows
	// scored[p] holds the squares seat p isolated; closed is their union.
	scored [MaxPlayers]rows
	closed rows
	// blocks lists the placements in the order played.
	blocks  [Pool]rules.Move
	placed  uint8
	players uint8
	toMove  uint8
	over    bool
	scores  [MaxPlayers]int16
	// witness is a placement found legal by the rules of contact and
	// height, or -1: while it stays legal, the game goes on.
	witness rules.Move
	// hash is the Zobrist hash of the blocks and the seat to move.
	hash uint64
}

// NewState returns the start position on board b for the given number of
// seats (2 to 4).
func NewState(b *Board, players int) *State {
	s := &State{b: b, empty: b.on, players: uint8(players), witness: -1, hash: mix(zobToMove)}
	liveRows(&s.empty, &s.live, 0, b.Rows-1, b.Rows)
	s.over = !s.hasMove()
	return s
}

// Board returns the board the game is played on.
func (s *State) Board() *Board { return s.b }

// Players returns the number of seats.
func (s *State) Players() int { return int(s.players) }

// ToMove returns the seat to move, or rules.Nobody once the game is over.
func (s *State) ToMove() int {
	if s.over {
		return rules.Nobody
	}
	return int(s.toMove)
}

// Over reports whether the game has ended: all 40 blocks placed or no
// legal placement left.
func (s *State) Over() bool { return s.over }

// Placed returns the number of blocks on the board.
func (s *State) Placed() int { return int(s.placed) }

// Blocks returns the placements in the order they were played; block i
// was placed by seat i mod Players.
func (s *State) Blocks() []rules.Move { return append([]rules.Move(nil), s.blocks[:s.placed]...) }

// HeightAt returns the height of the block covering the square at column
// c, row r (from 1), or 0.
func (s *State) HeightAt(c, r int) int {
	for k := range s.height {
		if s.height[k].has(c-1, r-1) {
			return k + 2
		}
	}
	return 0
}

// ScoredBy returns the seat that isolated the square at column c, row r
// (from 1), or -1.
func (s *State) ScoredBy(c, r int) int {
	for p := 0; p < int(s.players); p++ {
		if s.scored[p].has(c-1, r-1) {
			return p
		}
	}
	return -1
}

// Scores returns the squares each seat has isolated.
func (s *State) Scores() []int {
	out := make([]int, s.players)
	for p := range out {
		out[p] = int(s.scores[p])
	}
	return out
}

// Results returns, once the game is over, 1 for the sole highest score,
// or an equal share for the seats tied on it, 0 for the others.
func (s *State) Results() []float64 {
	if !s.over {
		return nil
	}
	best, n := int16(-1), 0
	for _, v := range s.scores[:s.players] {
		switch {
		case v > best:
			best, n = v, 1
		case v == best:
			n++
		}
	}
	out := make([]float64, s.players)
	for p, v := range s.scores[:s.players] {
		if v == best {
			out[p] = 1 / float64(n)
		}
	}
	return out
}

// Clone returns a copy.
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// CopyFrom makes s a copy of src, a *State.
func (s *State) CopyFrom(src rules.State) { *s = *src.(*State) }

// MoveSpace returns the number of move integers of the board.
func (s *State) MoveSpace() int { return s.b.moveSpace() }

// Hash returns a hash of the blocks on the board, the seat to move and
// the scores.
func (s *State) Hash() uint64 {
	h := s.hash
	for p, v := range s.scores[:s.players] {
		h ^= mix(uint64(p)<<32 | uint64(v) | 1<<40)
	}
	return h
}

// mix is SplitMix64's finaliser: Zobrist keys computed on the fly.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// zobToMove is the hash of a change of turn (mixed with the seat).
const zobToMove = 1 << 50

// Setup returns the number of players and, on the quick board, the
// variant.
func (s *State) Setup() rules.Options {
	o := rules.Options{rules.KeyPlayers: strconv.Itoa(int(s.players))}
	if s.b != Standard {
		o[rules.KeyVariant] = s.b.Name
	}
	return o
}

// Apply plays m, a legal placement, for the seat to move: the block goes
// down, the regions it isolates score for the seat, and the turn passes
// on; the game ends when the pool is empty or no placement is legal.
func (s *State) Apply(m rules.Move) {
	f, c, r := s.b.decode(m)
	fp := Footprints[f]
	p := int(s.toMove)
	mask := span(c, fp.W)
	for y := r; y < r+fp.H; y++ {
		s.empty[y] &^= mask
		s.height[heightIndex(fp.Height)][y] |= mask
	}
	lo, hi := window(fp, r, s.b.Rows)
	liveRows(&s.empty, &s.live, lo, hi, s.b.Rows)
	var iso rows
	points := s.isolate(&s.empty, &s.live, fp, c, r, &iso)
	if points > 0 {
		for y := range iso {
			s.scored[p][y] |= iso[y]
			s.closed[y] |= iso[y]
		}
		s.scores[p] += int16(points)
	}
	s.blocks[s.placed] = m
	s.placed++
	s.hash ^= mix(uint64(m)) ^ mix(zobToMove|uint64(s.toMove))
	s.toMove = uint8((p + 1) % int(s.players))
	s.hash ^= mix(zobToMove | uint64(s.toMove))
	s.over = s.placed == Pool || !s.hasMove()
}
