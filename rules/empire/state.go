package empire

import (
	"impasse/rules"
	"impasse/rules/buchholz"
)

// SeatNames are the seats' colours in seat order.
var SeatNames = [4]string{"Red", "Blue", "Yellow", "Green"}

// cell is what a square holds: empty, or a piece's owner and kind.
type cell int8

const empty cell = -1

func pieceCell(owner int, k buchholz.Kind) cell { return cell(owner<<2 | int(k)) }

func (c cell) owner() int          { return int(c) >> 2 }
func (c cell) kind() buchholz.Kind { return buchholz.Kind(c & 3) }

// Ending is how a game ended.
type Ending string

// The endings: the thrones held, a commander safe on its king's throne
// (both partners' in team play), a commander captured, the last player
// left (three or four players), a position repeated three times; ""
// while playing.
const (
	AllThrones Ending = "thrones"
	KingThrone Ending = "king"
	Captured   Ending = "commander"
	LastLeft   Ending = "last"
	Repetition Ending = "repetition"
)

// State is a position of L'Empire with the history the repetition rule
// needs. The zero value is not usable; start from NewState.
type State struct {
	players int
	teams   bool
	board   [squares]cell
	// commander[p] is where seat p's commander stands, NoSquare once
	// captured (the seat is then out, unless the game ended with it).
	commander [4]buchholz.Square
	// throne[p] is seat p's king's throne.
	throne [4]buchholz.Square
	toMove int
	ply    int
	// winners has bit p set for each seat sharing the result once the
	// game is over (every seat still playing for a draw).
	winners uint8
	over    bool
	ending  Ending
	hash    uint64
	// hist holds the hashes since the last capture (which no later
	// position can repeat), the current one last.
	hist rules.History
}

// NewState returns the start for players seats (2 to 4), in two teams
// when teams (at four).
func NewState(players int, teams bool) *State {
	s := &State{players: players, teams: teams}
	for i := range s.board {
		s.board[i] = empty
	}
	for p := range s.commander {
		s.commander[p] = buchholz.NoSquare
	}
	for p, c := range seatCorners[players] {
		s.throne[p] = kingThrone(c)
		for _, pc := range startLayout {
			sq, err := buchholz.ParseSquare(pc.at)
			if err != nil {
				panic(err) // the start's own data
			}
			s.put(inCorner(sq, c), pieceCell(p, pc.kind))
		}
	}
	s.hash ^= zobTurn[0]
	s.hist.Add(s.hash, s.active())
	return s
}

// put sets a piece on an empty square.
func (s *State) put(sq buchholz.Square, c cell) {
	s.board[sq] = c
	s.hash ^= zobPiece[sq][c]
	if c.kind() == Commander {
		s.commander[c.owner()] = sq
	}
}

// lift takes the piece off sq.
func (s *State) lift(sq buchholz.Square) cell {
	c := s.board[sq]
	s.board[sq] = empty
	s.hash ^= zobPiece[sq][c]
	if c.kind() == Commander {
		s.commander[c.owner()] = buchholz.NoSquare
	}
	return c
}

// Move encoding: from*squares + to; passMove for a pass.
const passMove = rules.Move(squares * squares)

// Step returns the move (or capture) of the piece on from to to.
func Step(from, to buchholz.Square) rules.Move { return rules.Move(int(from)*squares + int(to)) }

func decode(m rules.Move) (from, to buchholz.Square) {
	return buchholz.Square(int(m) / squares), buchholz.Square(int(m) % squares)
}

// MoveSpace bounds the moves: every Move is in [0, MoveSpace()).
func (s *State) MoveSpace() int { return squares*squares + 1 }

// Players returns the number of seats.
func (s *State) Players() int { return s.players }

// Teams returns each seat's team in team play (seats 1 + 2 against 3 +
// 4), nil otherwise.
func (s *State) Teams() []int { return buchholz.Teams(s.teams) }

// Setup returns the options of this game's start: the players and, in
// team play, the variant.
func (s *State) Setup() rules.Options { return buchholz.TeamSetup(s.players, s.teams) }

// partners reports whether seats a and b play together (a seat is its
// own partner).
func (s *State) partners(a, b int) bool { return a == b || s.teams && a/2 == b/2 }

// ToMove returns the seat to move, or rules.Nobody once the game is over.
func (s *State) ToMove() int {
	if s.over {
		return rules.Nobody
	}
	return s.toMove
}

// In reports whether seat p still plays: its commander is on the board
// (rules.Eliminating).
func (s *State) In(p int) bool { return s.commander[p] != buchholz.NoSquare }

var _ rules.Eliminating = (*State)(nil)

// At returns the owner and kind of the piece on sq, and false when sq is
// empty.
func (s *State) At(sq buchholz.Square) (owner int, k buchholz.Kind, ok bool) {
	c := s.board[sq]
	if c == empty {
		return 0, 0, false
	}
	return c.owner(), c.kind(), true
}

// KingThrone returns seat p's king's throne.
func (s *State) KingThrone(p int) buchholz.Square { return s.throne[p] }

// Ending returns how the game ended, or "" while it goes on.
func (s *State) Ending() Ending { return s.ending }

// Ply returns the number of moves played.
func (s *State) Ply() int { return s.ply }

// next returns the seat after p still in play.
func (s *State) next(p int) int {
	for i := 1; i <= s.players; i++ {
		if q := (p + i) % s.players; s.In(q) {
			return q
		}
	}
	return p
}

// active counts the seats still in play.
func (s *State) active() int {
	n := 0
	for p := 0; p < s.players; p++ {
		if s.In(p) {
			n++
		}
	}
	return n
}

// Legal appends the legal moves to buf[:0]: every move of a piece of the
// seat to move along a row or column to an empty square, and every
// capture at the piece's distance of a piece not its own nor a
// partner's; a pass when there is none.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.over {
		return buf
	}
	buf = s.moves(buf, s.toMove)
	if len(buf) == 0 {
		buf = append(buf, passMove)
	}
	return buf
}

// moves appends seat p's moves and captures to buf.
func (s *State) moves(buf []rules.Move, p int) []rules.Move {
	for from := buchholz.Square(0); from < squares; from++ {
		c := s.board[from]
		if c == empty || c.owner() != p {
			continue
		}
		at := captureAt[c.kind()]
		for d := range dirs {
			for i, to := range ray[from][d] {
				t := s.board[to]
				if t == empty || at&(1<<(i+1)) != 0 && !s.partners(p, t.owner()) {
					buf = append(buf, Step(from, to))
				}
			}
		}
	}
	return buf
}

// attacked reports whether a piece of a seat in the set by (bit per seat)
// could capture on sq: pieces jump, so only the distance matters.
func (s *State) attacked(sq buchholz.Square, by uint8) bool {
	for d := range dirs {
		r := ray[sq][d]
		for i := 1; i < 5 && i < len(r); i++ {
			t := s.board[r[i]]
			if t != empty && by&(1<<t.owner()) != 0 && captureAt[t.kind()]&(1<<(i+1)) != 0 {
				return true
			}
		}
	}
	return false
}

// opponents returns the set of seats still in play that are not p's
// partners.
func (s *State) opponents(p int) uint8 {
	var m uint8
	for q := 0; q < s.players; q++ {
		if s.In(q) && !s.partners(p, q) {
			m |= 1 << q
		}
	}
	return m
}

// side returns the set of p and its partner.
func (s *State) side(p int) uint8 {
	if s.teams {
		return 3 << (p / 2 * 2)
	}
	return 1 << p
}

// thronesHeld counts the thrones held by the seats in the set.
func (s *State) thronesHeld(set uint8) int {
	n := 0
	for _, t := range Thrones {
		if c := s.board[t]; c != empty && set&(1<<c.owner()) != 0 {
			n++
		}
	}
	return n
}

// thronesToWin is how many thrones win: all four at two players and in
// teams, three otherwise.
func (s *State) thronesToWin() int {
	if s.players == 2 || s.teams {
		return 4
	}
	return 3
}

// safeOnThrone reports whether seat p's commander stands on its king's
// throne where none of the seats in the set could capture it.
func (s *State) safeOnThrone(p int, by uint8) bool {
	return s.commander[p] == s.throne[p] && !s.attacked(s.throne[p], by)
}

// kingWin reports whether seat p (with its partner in team play) wins by
// the king's-throne rule: at two players and in teams against every
// opponent, at three or four against the next player only.
func (s *State) kingWin(p int) bool {
	switch {
	case s.teams:
		by := s.opponents(p)
		q := p ^ 1
		return s.safeOnThrone(p, by) && s.safeOnThrone(q, by)
	case s.players == 2:
		return s.safeOnThrone(p, s.opponents(p))
	}
	return s.safeOnThrone(p, 1<<s.next(p))
}

// Apply plays m, which must be legal, and checks whether the mover (with
// its partner) has won: by capturing a commander (at three or four
// players the victim is out and the captor takes over its pieces; the
// last one left wins), by the thrones, by the king's throne. Otherwise the
// game is drawn when the position has now occurred three times with the
// same seat to move.
func (s *State) Apply(m rules.Move) {
	p := s.toMove
	s.ply++
	if m != passMove {
		from, to := decode(m)
		if victim := s.board[to]; victim != empty {
			s.lift(to)
			s.put(to, s.lift(from))
			s.hist.Reset()
			if victim.kind() == Commander {
				if s.players == 2 || s.teams {
					s.end(s.side(p), Captured)
					return
				}
				s.takeOver(victim.owner(), p)
				if s.active() == 1 {
					s.end(1<<p, LastLeft)
					return
				}
			}
		} else {
			s.put(to, s.lift(from))
		}
		switch {
		case s.thronesHeld(s.side(p)) >= s.thronesToWin():
			s.end(s.side(p), AllThrones)
			return
		case s.kingWin(p):
			s.end(s.side(p), KingThrone)
			return
		}
	}
	s.hash ^= zobTurn[p]
	s.toMove = s.next(p)
	s.hash ^= zobTurn[s.toMove]
	if s.hist.Add(s.hash, s.active()) >= 3 {
		var all uint8
		for q := 0; q < s.players; q++ {
			if s.In(q) {
				all |= 1 << q
			}
		}
		s.end(all, Repetition)
	}
}

// takeOver gives every piece of seat loser, now out, to seat captor.
func (s *State) takeOver(loser, captor int) {
	for sq := buchholz.Square(0); sq < squares; sq++ {
		if c := s.board[sq]; c != empty && c.owner() == loser {
			s.lift(sq)
			s.put(sq, pieceCell(captor, c.kind()))
		}
	}
}

// end ends the game, shared by the seats in winners.
func (s *State) end(winners uint8, e Ending) {
	s.over, s.winners, s.ending = true, winners, e
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.over }

// Results returns the seats' shares once the game is over: the winner's
// (or winning team's, split between partners) or a draw's shared by the
// seats still playing; nil before the end.
func (s *State) Results() []float64 {
	if !s.over {
		return nil
	}
	r := make([]float64, s.players)
	n := 0
	for p := range r {
		if s.winners&(1<<p) != 0 {
			n++
		}
	}
	for p := range r {
		if s.winners&(1<<p) != 0 {
			r[p] = 1 / float64(n)
		}
	}
	return r
}

// Scores returns the thrones each seat holds.
func (s *State) Scores() []int {
	sc := make([]int, s.players)
	for _, t := range Thrones {
		if c := s.board[t]; c != empty {
			sc[c.owner()]++
		}
	}
	return sc
}

// Hash returns the Zobrist hash of the pieces, their owners and the seat
// to move.
func (s *State) Hash() uint64 { return s.hash }

// Clone returns an independent copy.
func (s *State) Clone() rules.State { return buchholz.Clone(s, history) }

// CopyFrom makes s a copy of src, a *State, reusing s's memory.
func (s *State) CopyFrom(src rules.State) { buchholz.CopyFrom(s, src.(*State), history) }

// history returns the history of s, for buchholz.Clone and CopyFrom.
func history(s *State) *rules.History { return &s.hist }

// Zobrist keys, from a fixed SplitMix64 sequence: by square and cell
// (owner and kind), and by seat to move.
var zobPiece, zobTurn = func() (pc [squares][16]uint64, turn [4]uint64) {
	keys := rules.NewSplitMix(0x656d70697265)
	for sq := range pc {
		keys.Fill(pc[sq][:])
	}
	keys.Fill(turn[:])
	return pc, turn
}()
