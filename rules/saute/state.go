package saute

import (
	"impasse/rules"
	"impasse/rules/buchholz"
)

// SeatNames are the seats' colours, in seat order.
var SeatNames = [4]string{"Red", "Blue", "Yellow", "Green"}

// Pieces is how many pieces each player has: three in each row of a
// region.
const Pieces = 9

const (
	size    = buchholz.Size
	squares = size * size
	// maxSteps bounds the moves of one turn: a piece can stop at most at
	// every column right of column A.
	maxSteps = size - 1
	// pass is the move of a seat that has none.
	pass = rules.Move(squares * maxSteps)
)

// Game results besides a seat's (team's) win.
const (
	playing = -1
	draw    = -2
)

// Ending is how a game ended.
type Ending string

// The endings: a player (team) brought all its pieces home; a position
// came back a third time with the same player to move (every seat
// passing, which only the expert goal or teams can cause); "" while
// playing.
const (
	Home       Ending = "home"
	Repetition Ending = "repetition"
)

// cell is what a square holds: 0 for nothing, else 1 + 2 × seat, plus 1
// for a triangle.
type cell int8

func pieceCell(seat int, k buchholz.Kind) cell {
	c := cell(1 + 2*seat)
	if k == buchholz.Triangle {
		c++
	}
	return c
}

func (c cell) seat() int { return int(c-1) / 2 }

func (c cell) kind() buchholz.Kind {
	if (c-1)%2 == 1 {
		return buchholz.Triangle
	}
	return buchholz.Block
}

// State is a Saute position. It holds no slices: a copy of the value is
// an independent position. The zero value is not usable; start from
// NewState.
type State struct {
	board [squares]cell
	// colCount[c][p] counts seat p's pieces on column c.
	colCount [size][4]int8
	// arrived[p] counts seat p's pieces on columns J to L.
	arrived [4]int8
	// rowSeat[r] is the seat whose pieces move along row r, or -1.
	rowSeat [size]int8
	// team[p] is seat p's team: its own seat number unless teams play.
	team    [4]int8
	players int8
	teams   bool
	expert  bool
	toMove  int8
	// passes counts the passes in a row just played.
	passes int8
	result int8
	ending Ending
	ply    int
	hash   uint64
}

// NewState returns the start position for players seats, in teams or
// not (teams need four players), with the expert goal or not.
func NewState(players int, teams, expert bool) *State {
	s := &State{players: int8(players), teams: teams, expert: expert, result: playing}
	for r := range s.rowSeat {
		s.rowSeat[r] = -1
	}
	for p := range s.team {
		s.team[p] = int8(p)
		if teams {
			s.team[p] = int8(p / 2)
		}
	}
	for p, row := range StartRows[players] {
		for r := row; r < row+3; r++ {
			s.rowSeat[r] = int8(p)
			for c, k := range StartColumns {
				s.put(buchholz.Sq(c, r), pieceCell(p, k))
			}
		}
	}
	s.hash ^= zobSeat[0]
	return s
}

// put sets an empty square's piece, keeping counts and hash.
func (s *State) put(sq buchholz.Square, c cell) {
	s.board[sq] = c
	p, col := c.seat(), sq.Col()
	s.colCount[col][p]++
	if col >= ArrivalCol {
		s.arrived[p]++
	}
	s.hash ^= zobPiece[c][sq]
}

// lift empties an occupied square, keeping counts and hash.
func (s *State) lift(sq buchholz.Square) cell {
	c := s.board[sq]
	s.board[sq] = 0
	p, col := c.seat(), sq.Col()
	s.colCount[col][p]--
	if col >= ArrivalCol {
		s.arrived[p]--
	}
	s.hash ^= zobPiece[c][sq]
	return c
}

// Move encoding: from × maxSteps + (moves taken − 1); pass after them.
func encode(from buchholz.Square, n int) rules.Move { return rules.Move(int(from)*maxSteps + n - 1) }

func decode(m rules.Move) (from buchholz.Square, n int) {
	return buchholz.Square(int(m) / maxSteps), int(m)%maxSteps + 1
}

// MoveSpace bounds the moves: every Move is in [0, MoveSpace()).
func (s *State) MoveSpace() int { return int(pass) + 1 }

// Players returns the number of seats.
func (s *State) Players() int { return int(s.players) }

// Teams returns each seat's team in team play, else nil.
func (s *State) Teams() []int { return buchholz.Teams(s.teams) }

// Expert reports whether the expert goal is played.
func (s *State) Expert() bool { return s.expert }

// ToMove returns the seat to move, or rules.Nobody once the game is over.
func (s *State) ToMove() int {
	if s.result != playing {
		return rules.Nobody
	}
	return int(s.toMove)
}

// Ply returns the number of turns played.
func (s *State) Ply() int { return s.ply }

// At returns the seat and kind of the piece on sq, and false when sq is
// empty.
func (s *State) At(sq buchholz.Square) (seat int, k buchholz.Kind, ok bool) {
	c := s.board[sq]
	if c == 0 {
		return 0, 0, false
	}
	return c.seat(), c.kind(), true
}

// RowSeat returns the seat whose pieces move along row r (0 for row 1),
// or -1 when no pieces do.
func (s *State) RowSeat(r int) int { return int(s.rowSeat[r]) }

// Arrived returns how many of seat p's pieces stand on columns J to L.
func (s *State) Arrived(p int) int { return int(s.arrived[p]) }

// Ending returns how the game ended, or "" while it goes on.
func (s *State) Ending() Ending { return s.ending }

// Winner returns the seat whose move won (in team play, its partner won
// too), draw (-2) for a draw, or -1 while playing.
func (s *State) Winner() int { return int(s.result) }

// opposing counts the pieces on column col that are opposing for seat p:
// those of every seat but p and its partner.
func (s *State) opposing(p, col int) int {
	n := 0
	for q := 0; q < int(s.players); q++ {
		if s.team[q] != s.team[p] {
			n += int(s.colCount[col][q])
		}
	}
	return n
}

// hop returns the column where a piece on row r and column col stops
// after one move, or -1 when it has none: the next square if empty, else
// the first empty square beyond the run of pieces ahead.
func (s *State) hop(r, col int) int {
	for c := col + 1; c < size; c++ {
		if s.board[buchholz.Sq(c, r)] == 0 {
			return c
		}
	}
	return -1
}

// stops calls f with the column where each move of the piece on from
// ends, in turn, for as long as the piece may go on: after its first
// move, while the column reached holds an odd number of opposing pieces.
// It stops early when f returns false.
func (s *State) stops(from buchholz.Square, f func(col int) bool) {
	p, r, col := s.board[from].seat(), from.Row(), from.Col()
	for {
		col = s.hop(r, col)
		if col < 0 || !f(col) || s.opposing(p, col)%2 == 0 {
			return
		}
	}
}

// Legal appends the legal moves to buf[:0]: for each piece of the seat
// to move, bottom row first and left to right, its paths from the
// shortest; a pass when there are none.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.result != playing {
		return buf
	}
	p := int(s.toMove)
	for sq := buchholz.Square(0); sq < squares; sq++ {
		if c := s.board[sq]; c != 0 && c.seat() == p {
			n := 0
			s.stops(sq, func(int) bool {
				n++
				buf = append(buf, encode(sq, n))
				return true
			})
		}
	}
	if len(buf) == 0 {
		buf = append(buf, pass)
	}
	return buf
}

// dest returns the column where the piece on from ends after n moves.
func (s *State) dest(from buchholz.Square, n int) int {
	to := -1
	s.stops(from, func(col int) bool {
		to, n = col, n-1
		return n > 0
	})
	return to
}

// Apply plays m, which must be legal. The mover's team wins when the
// move brings it home; all seats passing twice round is the third
// repetition, a draw.
func (s *State) Apply(m rules.Move) {
	p := int(s.toMove)
	s.ply++
	s.hash ^= zobSeat[p]
	s.toMove = int8((p + 1) % int(s.players))
	s.hash ^= zobSeat[s.toMove]
	if m == pass {
		s.passes++
		if int(s.passes) >= 2*int(s.players) {
			s.result, s.ending = draw, Repetition
		}
		return
	}
	s.passes = 0
	from, n := decode(m)
	to := buchholz.Sq(s.dest(from, n), from.Row())
	s.put(to, s.lift(from))
	if s.teamHome(p) {
		s.result, s.ending = int8(p), Home
	}
}

// home reports whether seat p has brought its pieces home: all nine on
// columns J to L, and, with the expert goal, each triangle on column K,
// the place in its region it started from.
func (s *State) home(p int) bool {
	if s.arrived[p] != Pieces {
		return false
	}
	if !s.expert {
		return true
	}
	for r := 0; r < size; r++ {
		if int(s.rowSeat[r]) == p && s.board[buchholz.Sq(ArrivalCol+1, r)].kind() != buchholz.Triangle {
			return false
		}
	}
	return true
}

// teamHome reports whether seat p and its partner are both home.
func (s *State) teamHome(p int) bool {
	for q := 0; q < int(s.players); q++ {
		if s.team[q] == s.team[p] && !s.home(q) {
			return false
		}
	}
	return true
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.result != playing }

// Results returns 1 for the winner and 0 for the others, a team's win
// shared equally by the partners, equal shares for a draw; nil before
// the end.
func (s *State) Results() []float64 {
	if s.result == playing {
		return nil
	}
	r := make([]float64, s.players)
	if s.result == draw {
		for p := range r {
			r[p] = 1 / float64(s.players)
		}
		return r
	}
	partners := 0
	for q := range r {
		if s.team[q] == s.team[s.result] {
			partners++
		}
	}
	for q := range r {
		if s.team[q] == s.team[s.result] {
			r[q] = 1 / float64(partners)
		}
	}
	return r
}

// Scores returns how many pieces each seat has brought to columns J to
// L.
func (s *State) Scores() []int {
	sc := make([]int, s.players)
	for p := range sc {
		sc[p] = int(s.arrived[p])
	}
	return sc
}

// Hash returns the Zobrist hash of the pieces and the seat to move.
func (s *State) Hash() uint64 { return s.hash }

// Clone returns an independent copy.
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// CopyFrom makes s a copy of src, a *State.
func (s *State) CopyFrom(src rules.State) { *s = *src.(*State) }

// Setup returns the number of players and the variant, unless standard.
func (s *State) Setup() rules.Options { return setup(int(s.players), s.teams, s.expert) }

// Zobrist keys, from a fixed SplitMix64 sequence.
var zobPiece, zobSeat = func() (pc [9][squares]uint64, st [4]uint64) {
	keys := rules.NewSplitMix(0x7361757465)
	for c := 1; c < len(pc); c++ {
		keys.Fill(pc[c][:])
	}
	keys.Fill(st[:])
	return pc, st
}()
