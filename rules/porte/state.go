package porte

import (
	"impasse/rules"
	"impasse/rules/buchholz"
)

// Game results besides a win: still playing, a draw.
const (
	playing = -1
	draw    = -2
)

// Ending is how a game ended.
type Ending string

// The endings: a player (or a team) entered all their reserve; the third
// repetition of a position; "" while playing.
const (
	Entered    Ending = "entered"
	Repetition Ending = "repetition"
)

// State is a La Porte position with the history needed for the
// repetition rule. The zero value is not usable; start from NewState.
type State struct {
	n     int
	teams bool
	board [numSquares]cell
	// pieces[p][:count[p]] are the squares of seat p's pieces.
	pieces [4][maxPieces]buchholz.Square
	count  [4]int8
	// reserve[p][k] counts seat p's pieces of kind k not yet entered.
	reserve [4][3]int8
	turn    int8
	ply     int
	// winner is the winning seat (in team play, the first of the
	// winning team), or playing or draw.
	winner int8
	ending Ending
	hash   uint64
	// hist holds the hashes of the positions since the last entry (which
	// no later position can repeat), the current one last.
	hist rules.History
}

// NewState returns the start position for n players (2 to 4), in teams
// when teams is set (at 4 only).
func NewState(n int, teams bool) *State {
	s := &State{n: n, teams: teams, winner: playing, hash: zobTurn[0]}
	for seat, corner := range Seating[n] {
		c := Corners[corner]
		for k, name := range [3]string{buchholz.Cylinder: c.Cylinder, buchholz.Triangle: c.Triangle, buchholz.Block: c.Square} {
			sq, err := buchholz.ParseSquare(name)
			if err != nil {
				panic(err) // the package's own data
			}
			s.put(seat, buchholz.Kind(k), sq)
		}
		s.reserve[seat] = Reserve
	}
	s.hist.Add(s.hash, 1)
	return s
}

// put sets a piece of seat's of kind k on the empty square sq.
func (s *State) put(seat int, k buchholz.Kind, sq buchholz.Square) {
	s.board[sq] = pieceCell(seat, k)
	s.pieces[seat][s.count[seat]] = sq
	s.count[seat]++
	s.hash ^= zobPiece[seat][k][sq]
}

// Move encoding: a move goes from a square to one of the 24 squares of
// its row (0–11, by column) and its column (12–23, by row) and enters
// nothing (0) or a piece of the kind Triangle (1) or Block (2).
const (
	targets = 2 * buchholz.Size
	// Pass is the move of a player who has no legal move.
	Pass = rules.Move(numSquares * targets * 3)
)

func encode(from, to buchholz.Square, enter buchholz.Kind) rules.Move {
	t := to.Col()
	if to.Row() != from.Row() {
		t = buchholz.Size + to.Row()
	}
	return rules.Move((int(from)*targets+t)*3 + int(enter))
}

func decode(m rules.Move) (from, to buchholz.Square, enter buchholz.Kind) {
	enter = buchholz.Kind(m % 3)
	t := int(m/3) % targets
	from = buchholz.Square(int(m/3) / targets)
	if t < buchholz.Size {
		return from, buchholz.Sq(t, from.Row()), enter
	}
	return from, buchholz.Sq(from.Col(), t-buchholz.Size), enter
}

// MoveSpace bounds the moves: every Move is in [0, MoveSpace()).
func (s *State) MoveSpace() int { return int(Pass) + 1 }

// Players returns the number of seats.
func (s *State) Players() int { return s.n }

// Teams returns each seat's team in team play (seats 1 + 2 against
// 3 + 4), nil otherwise.
func (s *State) Teams() []int { return buchholz.Teams(s.teams) }

// Setup returns the number of players and, in team play, the variant.
func (s *State) Setup() rules.Options { return buchholz.TeamSetup(s.n, s.teams) }

// ToMove returns the seat to move, or rules.Nobody once the game is over.
func (s *State) ToMove() int {
	if s.winner != playing {
		return rules.Nobody
	}
	return int(s.turn)
}

// opposes reports whether seat q is an opponent of seat p: another seat,
// not p's partner.
func (s *State) opposes(p, q int) bool {
	return p != q && !(s.teams && p/2 == q/2)
}

// At returns the seat and kind of the piece on sq, and false when sq is
// empty.
func (s *State) At(sq buchholz.Square) (seat int, k buchholz.Kind, ok bool) {
	c := s.board[sq]
	if c == 0 {
		return 0, 0, false
	}
	return c.seat(), c.kind(), true
}

// InReserve returns how many pieces of kind k seat p has yet to enter.
func (s *State) InReserve(p int, k buchholz.Kind) int { return int(s.reserve[p][k]) }

// Entered returns how many reserve pieces seat p has entered.
func (s *State) Entered(p int) int {
	return ToEnter - int(s.reserve[p][buchholz.Triangle]+s.reserve[p][buchholz.Block])
}

// Ending returns how the game ended, or "" while it goes on.
func (s *State) Ending() Ending { return s.ending }

// opposing counts the pieces of seat p's opponents in the region of the
// circle door, the circle itself left out.
func (s *State) opposing(p int, door buchholz.Square) int {
	n := 0
	for _, sq := range regionSquares[door.Region()] {
		if c := s.board[sq]; c != 0 && s.opposes(p, c.seat()) {
			n++
		}
	}
	return n
}

// movers returns the squares of the pieces seat p may move: those on a
// door whose region holds two or more opposing pieces if there are any,
// else all of p's pieces.
func (s *State) movers(p int, buf *[maxPieces]buchholz.Square) []buchholz.Square {
	out := buf[:0]
	for _, sq := range s.pieces[p][:s.count[p]] {
		if sq.IsCircle() && s.opposing(p, sq) >= 2 {
			out = append(out, sq)
		}
	}
	if len(out) > 0 {
		return out
	}
	return append(out, s.pieces[p][:s.count[p]]...)
}

// directions are the four orthogonal steps, column and row deltas:
// left, right, down, up.
var directions = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

// nearTable holds, for every square and direction, the nearest square
// holding a piece that way, or buchholz.NoSquare.
type nearTable [numSquares][4]buchholz.Square

// near fills t for the position, in one sweep per direction.
func (s *State) near(t *nearTable) {
	const n = buchholz.Size
	for i := 0; i < n; i++ {
		l, r, d, u := buchholz.NoSquare, buchholz.NoSquare, buchholz.NoSquare, buchholz.NoSquare
		for j := 0; j < n; j++ {
			a, b := buchholz.Sq(j, i), buchholz.Sq(n-1-j, i)
			c, e := buchholz.Sq(i, j), buchholz.Sq(i, n-1-j)
			t[a][0], t[b][1], t[c][2], t[e][3] = l, r, d, u
			if s.board[a] != 0 {
				l = a
			}
			if s.board[b] != 0 {
				r = b
			}
			if s.board[c] != 0 {
				d = c
			}
			if s.board[e] != 0 {
				u = e
			}
		}
	}
}

// first returns what stands on the first square holding a piece from sq
// in direction d, the square from left out (the moved piece has left
// it), and 0 when there is none.
func (s *State) first(t *nearTable, sq, from buchholz.Square, d int) cell {
	n := t[sq][d]
	if n == from {
		n = t[from][d]
	}
	if n == buchholz.NoSquare {
		return 0
	}
	return s.board[n]
}

// wins reports, t being the position's nearTable, whether seat p's piece of kind k moved from from to to
// wins the right to enter: the first pieces met along its row and along
// its column include one in each that belong to one opponent, and the
// three pieces are of the three kinds.
func (s *State) wins(t *nearTable, p int, k buchholz.Kind, from, to buchholz.Square) bool {
	row := [2]cell{s.first(t, to, from, 0), s.first(t, to, from, 1)}
	col := [2]cell{s.first(t, to, from, 2), s.first(t, to, from, 3)}
	for _, r := range row {
		if r == 0 || r.kind() == k || !s.opposes(p, r.seat()) {
			continue
		}
		for _, c := range col {
			if c != 0 && c.seat() == r.seat() && c.kind() != k && c.kind() != r.kind() {
				return true
			}
		}
	}
	return false
}

// canEnter reports, t being the position's nearTable, whether the move of seat p's piece of kind k from from
// to to enters a piece: it wins the right, the door of the region it
// stops in is empty after the move, and p has a piece left to enter.
func (s *State) canEnter(t *nearTable, p int, k buchholz.Kind, from, to buchholz.Square) bool {
	if s.reserve[p][buchholz.Triangle]+s.reserve[p][buchholz.Block] == 0 {
		return false
	}
	if d := door(to); s.board[d] != 0 && d != from {
		return false
	}
	return s.wins(t, p, k, from, to)
}

// appendMoves appends the moves of the piece on from, seat p's; t is the
// position's nearTable.
func (s *State) appendMoves(buf []rules.Move, t *nearTable, p int, from buchholz.Square) []rules.Move {
	k := s.board[from].kind()
	for _, d := range directions {
		x, y := from.Col()+d[0], from.Row()+d[1]
		for ; buchholz.OnBoard(x, y); x, y = x+d[0], y+d[1] {
			to := buchholz.Sq(x, y)
			if s.board[to] != 0 || to.IsCircle() {
				continue
			}
			if !s.canEnter(t, p, k, from, to) {
				buf = append(buf, encode(from, to, 0))
				continue
			}
			for _, e := range [2]buchholz.Kind{buchholz.Triangle, buchholz.Block} {
				if s.reserve[p][e] > 0 {
					buf = append(buf, encode(from, to, e))
				}
			}
		}
	}
	return buf
}

// Legal appends the legal moves to buf[:0]: every move of the pieces the
// player to move may move, each move that enters once per kind that may
// enter; a pass when there is none.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.winner != playing {
		return buf
	}
	p := int(s.turn)
	var mb [maxPieces]buchholz.Square
	var t nearTable
	s.near(&t)
	for _, from := range s.movers(p, &mb) {
		buf = s.appendMoves(buf, &t, p, from)
	}
	if len(buf) == 0 {
		buf = append(buf, Pass)
	}
	return buf
}

// Apply plays m, which must be legal. A player who enters their last
// piece wins (in team play, once the partner has too); the game is drawn
// when the position has now occurred three times with the same seat to
// move.
func (s *State) Apply(m rules.Move) {
	p := int(s.turn)
	if m != Pass {
		from, to, enter := decode(m)
		c := s.board[from]
		s.board[from], s.board[to] = 0, c
		for i, sq := range s.pieces[p][:s.count[p]] {
			if sq == from {
				s.pieces[p][i] = to
				break
			}
		}
		s.hash ^= zobPiece[p][c.kind()][from] ^ zobPiece[p][c.kind()][to]
		if enter != 0 {
			s.put(p, enter, door(to))
			s.reserve[p][enter]--
			s.hist.Reset()
			if s.finished(p) {
				s.winner, s.ending = int8(p), Entered
			}
		}
	}
	s.hash ^= zobTurn[s.turn]
	s.turn = int8((int(s.turn) + 1) % s.n)
	s.hash ^= zobTurn[s.turn]
	s.ply++
	if seen := s.hist.Add(s.hash, 1); s.winner == playing && seen >= 3 {
		s.winner, s.ending = draw, Repetition
	}
}

// finished reports whether seat p (and in team play p's partner) has
// entered every reserve piece.
func (s *State) finished(p int) bool {
	if s.Entered(p) < ToEnter {
		return false
	}
	return !s.teams || s.Entered(p^1) == ToEnter
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.winner != playing }

// Results returns 1 for the winner (1/2 for each partner of a winning
// team) and 0 for the others, an equal share for each seat after a draw,
// nil before the end.
func (s *State) Results() []float64 {
	if s.winner == playing {
		return nil
	}
	r := make([]float64, s.n)
	for q := range r {
		switch {
		case s.winner == draw:
			r[q] = 1 / float64(s.n)
		case !s.opposes(int(s.winner), q):
			r[q] = 1
			if s.teams {
				r[q] = 0.5
			}
		}
	}
	return r
}

// Scores returns the number of reserve pieces each seat has entered.
func (s *State) Scores() []int {
	sc := make([]int, s.n)
	for p := range sc {
		sc[p] = s.Entered(p)
	}
	return sc
}

// Hash returns the Zobrist hash of the pieces and the seat to move,
// which together fix what each seat holds in reserve.
func (s *State) Hash() uint64 { return s.hash }

// Clone returns an independent copy.
func (s *State) Clone() rules.State { return buchholz.Clone(s, history) }

// CopyFrom makes s a copy of src, a *State, reusing s's memory.
func (s *State) CopyFrom(src rules.State) { buchholz.CopyFrom(s, src.(*State), history) }

// history returns the history of s, for buchholz.Clone and CopyFrom.
func history(s *State) *rules.History { return &s.hist }

// Zobrist keys, from a fixed SplitMix64 sequence.
var zobPiece, zobTurn = func() (pc [4][3][numSquares]uint64, turn [4]uint64) {
	keys := rules.NewSplitMix(0x6c6120706f727465)
	for p := range pc {
		for k := range pc[p] {
			keys.Fill(pc[p][k][:])
		}
	}
	keys.Fill(turn[:])
	return pc, turn
}()
