package alignement

import (
	"math/bits"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// SeatNames are the two sides' colours, the first to move first.
var SeatNames = [2]string{"Red", "Blue"}

// draw is what Winner returns for a draw.
const draw = 2

// State is an Alignement position with the history needed for the
// repetition rule. The zero value is not usable; start from NewState.
type State struct {
	buchholz.Duel
	// pieces[p][k] holds the circles of seat p's pieces of kind k.
	pieces [2][numKinds]mask
	// hand[p][k] counts seat p's pieces of kind k not yet placed.
	hand [2][numKinds]int8
	// ply counts the turns played: seat ply%2 moves, kind cycle[ply%3].
	ply    int
	ending Ending
	hash   uint64
	// hist holds the hashes of the positions since the last placement
	// (which no later position can repeat), the current one last.
	hist rules.History
}

// NewState returns the start position.
func NewState() *State {
	s := &State{hand: [2][numKinds]int8{Pieces, Pieces}, hash: zobPhase[0]}
	s.hist.Add(s.hash, 6)
	return s
}

// Move encoding: from*Circles + to for a move, to*Circles + to (from and
// to the same circle) for a placement.
func encode(from, to int) rules.Move     { return rules.Move(from*Circles + to) }
func decode(m rules.Move) (from, to int) { return int(m) / Circles, int(m) % Circles }

// Place returns the move placing a piece on circle c.
func Place(c int) rules.Move { return encode(c, c) }

// Step returns the move of the piece on circle from to circle to.
func Step(from, to int) rules.Move { return encode(from, to) }

// IsPlacement reports whether m places a piece, and on which circle.
func IsPlacement(m rules.Move) (int, bool) {
	from, to := decode(m)
	return to, from == to
}

// MoveSpace bounds the moves: every Move is in [0, MoveSpace()).
func (s *State) MoveSpace() int { return Circles * Circles }

// Players returns 2.
func (s *State) Players() int { return 2 }

// ToMove returns the seat to move, or rules.Nobody once the game is over.
func (s *State) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return s.ply % 2
}

// Kind returns the kind of piece the seat to move must play.
func (s *State) Kind() buchholz.Kind { return cycle[s.ply%3] }

// Ply returns the number of turns played.
func (s *State) Ply() int { return s.ply }

// InHand returns how many pieces of kind k seat p has not placed yet.
func (s *State) InHand(p int, k buchholz.Kind) int { return int(s.hand[p][k]) }

// At returns the seat and kind of the piece on circle c, and false when c
// is empty.
func (s *State) At(c int) (seat int, k buchholz.Kind, ok bool) {
	for p := 0; p < 2; p++ {
		for k := buchholz.Kind(0); k < numKinds; k++ {
			if s.pieces[p][k]&bit(c) != 0 {
				return p, k, true
			}
		}
	}
	return 0, 0, false
}

// Ending is how a game ended.
type Ending string

// The endings: four in a line, the forced kind unable to move, the third
// repetition; "" while playing.
const (
	Line       Ending = "line"
	Blocked    Ending = "blocked"
	Repetition Ending = "repetition"
)

// Ending returns how the game ended, or "" while it goes on.
func (s *State) Ending() Ending { return s.ending }

// WinLine returns the circles of the line the winner completed, nil
// unless the game ended with a line.
func (s *State) WinLine() []int {
	if s.ending != Line {
		return nil
	}
	for _, l := range lines {
		if s.own(s.Winner())&l == l {
			var cs []int
			l.each(func(c int) { cs = append(cs, c) })
			return cs
		}
	}
	return nil
}

// occupied returns the circles holding a piece.
func (s *State) occupied() mask {
	var m mask
	for p := 0; p < 2; p++ {
		m |= s.own(p)
	}
	return m
}

// own returns the circles of seat p's pieces.
func (s *State) own(p int) mask {
	return s.pieces[p][0] | s.pieces[p][1] | s.pieces[p][2]
}

// Legal appends the legal moves to buf[:0]: placements on every empty
// circle while the forced kind is in hand, else the steps of the pieces of
// that kind to adjacent empty circles.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.Over() {
		return buf
	}
	p, k := s.ply%2, s.Kind()
	empty := ^s.occupied()
	if s.hand[p][k] > 0 {
		empty.each(func(c int) { buf = append(buf, Place(c)) })
		return buf
	}
	s.pieces[p][k].each(func(from int) {
		(neighbours[k][from] & empty).each(func(to int) { buf = append(buf, Step(from, to)) })
	})
	return buf
}

// canPlay reports whether the seat to move has a legal move.
func (s *State) canPlay() bool {
	p, k := s.ply%2, s.Kind()
	if s.hand[p][k] > 0 {
		return true
	}
	empty := ^s.occupied()
	for m := s.pieces[p][k]; m != 0; m &= m - 1 {
		if neighbours[k][bits.TrailingZeros16(uint16(m))]&empty != 0 {
			return true
		}
	}
	return false
}

// Apply plays m, which must be legal. The mover wins with four in a line;
// the game is drawn when the position has now occurred three times with
// the same seat to move; else the next seat loses when it cannot play.
func (s *State) Apply(m rules.Move) {
	p, k := s.ply%2, s.Kind()
	from, to := decode(m)
	if from == to {
		s.hand[p][k]--
		s.pieces[p][k] |= bit(to)
		s.hash ^= zobPiece[p][k][to]
	} else {
		s.pieces[p][k] ^= bit(from) | bit(to)
		s.hash ^= zobPiece[p][k][from] ^ zobPiece[p][k][to]
	}
	s.hash ^= zobPhase[s.ply%6] ^ zobPhase[(s.ply+1)%6]
	s.ply++
	if from == to {
		s.hist.Reset()
	}
	seen := s.hist.Add(s.hash, 6) // the same seat and kind every 6 plies
	switch {
	case hasLine(s.own(p)):
		s.Win(p)
		s.ending = Line
	case seen >= 3:
		s.Draw()
		s.ending = Repetition
	case !s.canPlay():
		s.Win(p)
		s.ending = Blocked
	}
}

// Hash returns the Zobrist hash of the pieces and the phase of the cycle
// (seat and kind to play), which together fix the pieces in hand.
func (s *State) Hash() uint64 { return s.hash }

// Clone returns an independent copy.
func (s *State) Clone() rules.State { return buchholz.Clone(s, history) }

// CopyFrom makes s a copy of src, a *State, reusing s's memory.
func (s *State) CopyFrom(src rules.State) { buchholz.CopyFrom(s, src.(*State), history) }

// history returns the history of s, for buchholz.Clone and CopyFrom.
func history(s *State) *rules.History { return &s.hist }

// Zobrist keys, from a fixed SplitMix64 sequence.
var zobPiece, zobPhase = func() (pc [2][numKinds][Circles]uint64, ph [6]uint64) {
	keys := rules.NewSplitMix(0x616c69676e656d74)
	for p := range pc {
		for k := range pc[p] {
			keys.Fill(pc[p][k][:])
		}
	}
	keys.Fill(ph[:])
	return pc, ph
}()
