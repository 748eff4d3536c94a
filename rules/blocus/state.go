package blocus

import (
	"impasse/rules"
	"impasse/rules/buchholz"
)

// SeatNames are the two sides' colours, the first to move first.
var SeatNames = [2]string{"Red", "Blue"}

// Ending is how a game ended.
type Ending string

// The endings: a king left the board, or the third repetition; "" while
// playing.
const (
	Exit       Ending = "exit"
	Repetition Ending = "repetition"
)

// State is a Le Blocus position with the history needed for the
// repetition rule. The zero value is not usable; start from NewState.
type State struct {
	buchholz.Duel
	cells [Squares]uint8
	// hand counts each seat's guards not yet placed.
	hand [2]int8
	// ply counts the turns played: seat ply%2 moves.
	ply    int
	ending Ending
	// way is the path of the king that left.
	way  []buchholz.Square
	hash uint64
	// hist holds the hashes of the positions since the last placement
	// (which no later position can repeat), the current one last.
	hist rules.History
}

// NewState returns the start position.
func NewState() *State {
	s := &State{hand: [2]int8{Guards, Guards}, hash: zobSeat}
	for seat, k := range Kings {
		s.cells[k] = king(seat)
	}
	s.hist.Add(s.hash, 2)
	return s
}

// Move encoding: a square for a guard placed there, Squares + from ×
// Squares + to for a guard moved, passMove, and exitBase + i for the
// king's i-th way out in the order Exits lists them.
const (
	moveBase = Squares
	passMove = Squares + Squares*Squares
	exitBase = passMove + 1
)

// Place returns the move placing a guard on sq.
func Place(sq buchholz.Square) rules.Move { return rules.Move(sq) }

// Slide returns the move of the guard on from to to.
func Slide(from, to buchholz.Square) rules.Move {
	return rules.Move(moveBase + int(from)*Squares + int(to))
}

// Pass is the move of a player who cannot move.
const Pass = rules.Move(passMove)

// ExitMove returns the move leading the king out by its i-th way.
func ExitMove(i int) rules.Move { return rules.Move(exitBase + i) }

// Players returns 2.
func (s *State) Players() int { return 2 }

// ToMove returns the seat to move, or rules.Nobody once the game is over.
func (s *State) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return s.ply % 2
}

// InHand returns how many guards seat has not placed yet.
func (s *State) InHand(seat int) int { return int(s.hand[seat]) }

// At returns the seat and kind (buchholz.King or buchholz.Block) of the
// piece on sq, and false when sq is empty.
func (s *State) At(sq buchholz.Square) (seat int, k buchholz.Kind, ok bool) {
	switch c := s.cells[sq]; {
	case c == empty:
		return 0, 0, false
	case isGuard(c):
		return int(c - redG), buchholz.Block, true
	default:
		return int(c - redKing), buchholz.King, true
	}
}

// Ending returns how the game ended, or "" while it goes on.
func (s *State) Ending() Ending { return s.ending }

// Way returns the path of the king that left the board: its notation's
// squares. It is nil unless the game ended by a king's exit.
func (s *State) Way() []buchholz.Square { return s.way }

// CanLeave reports whether seat's king has a way out now.
func (s *State) CanLeave(seat int) bool { return canLeave(&s.cells, seat) }

// Exits returns every way out of seat's king now, each as its notation's
// squares (the start, each turn, the last square before leaving), in a
// fixed order.
func (s *State) Exits(seat int) [][]buchholz.Square {
	var ways [][]buchholz.Square
	s.paths(seat, false, func(sq []buchholz.Square, out bool) bool {
		ways = append(ways, append([]buchholz.Square(nil), sq...))
		return true
	})
	return ways
}

// Paths returns every path of seat's king now, those that end in a dead
// end or a loop too, each as its squares and whether it leaves the board.
func (s *State) Paths(seat int) (paths [][]buchholz.Square, outs []bool) {
	s.paths(seat, true, func(sq []buchholz.Square, out bool) bool {
		paths = append(paths, append([]buchholz.Square(nil), sq...))
		outs = append(outs, out)
		return true
	})
	return paths, outs
}

// paths runs the search of seat's king's paths, calling each for every
// path found (dead ends too when dead is set) until it returns false.
func (s *State) paths(seat int, dead bool, each func([]buchholz.Square, bool) bool) {
	f := finder{cells: &s.cells, seat: seat, each: each, dead: dead}
	f.run()
}

// exit returns the king's i-th way out, nil when there is none.
func (s *State) exit(seat, i int) []buchholz.Square {
	var way []buchholz.Square
	s.paths(seat, false, func(sq []buchholz.Square, out bool) bool {
		if i == 0 {
			way = append([]buchholz.Square(nil), sq...)
			return false
		}
		i--
		return true
	})
	return way
}

// Legal appends the legal moves to buf[:0]: the king's ways out when it
// has any; else the placements while guards are in hand (outside both
// kings' regions, the first one not on a circle); else the guards' rook
// moves; else a pass.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.Over() {
		return buf
	}
	p := s.ply % 2
	if canLeave(&s.cells, p) {
		n := 0
		s.paths(p, false, func([]buchholz.Square, bool) bool { n++; return true })
		for i := 0; i < n; i++ {
			buf = append(buf, ExitMove(i))
		}
		return buf
	}
	return s.guardMoves(buf)
}

// guardMoves appends the placements or the guards' moves of the seat to
// move, or a pass when it has none.
func (s *State) guardMoves(buf []rules.Move) []rules.Move {
	p := s.ply % 2
	n := len(buf)
	if s.hand[p] > 0 {
		first := s.hand[p] == Guards
		for sq := buchholz.Square(0); sq < Squares; sq++ {
			if s.cells[sq] == empty && !kingRegion[sq] && !(first && sq.IsCircle()) {
				buf = append(buf, Place(sq))
			}
		}
	} else {
		g := guard(p)
		for from := int16(0); from < Squares; from++ {
			if s.cells[from] != g {
				continue
			}
			for h := 0; h < 4; h++ {
				for to := step[from][h]; to >= 0 && s.cells[to] == empty; to = step[to][h] {
					if !kingRegion[to] {
						buf = append(buf, Slide(buchholz.Square(from), buchholz.Square(to)))
					}
				}
			}
		}
	}
	if len(buf) == n {
		buf = append(buf, Pass)
	}
	return buf
}

// Apply plays m, which must be legal. A king's exit wins; the game is
// drawn when the position has now occurred three times with the same
// seat to move.
func (s *State) Apply(m rules.Move) {
	p := s.ply % 2
	switch {
	case m >= exitBase:
		s.way = s.exit(p, int(m-exitBase))
		s.Win(p)
		s.ending = Exit
		s.ply++
		return
	case m == Pass:
	case m < moveBase:
		s.cells[m] = guard(p)
		s.hand[p]--
		s.hash ^= zobGuard[p][m]
		s.hist.Reset()
	default:
		from, to := int(m-moveBase)/Squares, int(m-moveBase)%Squares
		s.cells[from], s.cells[to] = empty, guard(p)
		s.hash ^= zobGuard[p][from] ^ zobGuard[p][to]
	}
	s.hash ^= zobSeat
	s.ply++
	if s.hist.Add(s.hash, 2) >= 3 {
		s.Draw()
		s.ending = Repetition
	}
}

// Hash returns the Zobrist hash of the guards and the seat to move, which
// together fix the guards in hand.
func (s *State) Hash() uint64 { return s.hash }

// Clone returns an independent copy.
func (s *State) Clone() rules.State { return buchholz.Clone(s, history) }

// CopyFrom makes s a copy of src, a *State, reusing s's memory.
func (s *State) CopyFrom(src rules.State) { buchholz.CopyFrom(s, src.(*State), history) }

// history returns the history of s, for buchholz.Clone and CopyFrom.
func history(s *State) *rules.History { return &s.hist }

// Zobrist keys, from a fixed SplitMix64 sequence.
var zobGuard, zobSeat = func() (g [2][Squares]uint64, seat uint64) {
	keys := rules.NewSplitMix(0x626c6f637573)
	for p := range g {
		keys.Fill(g[p][:])
	}
	return g, keys.Uint64()
}()
