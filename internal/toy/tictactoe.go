package toy

import (
	"fmt"
	"strings"

	"impasse/rules"
)

// TicTacToe is noughts and crosses on a 3 × 3 board: the first seat plays
// X, the second O; three in a row wins and a full board is a draw. Squares
// are named a1 to c3 (column letter, row number) and the move is the
// square's index, row × 3 + column.
type TicTacToe struct{}

// Info describes TicTacToe.
func (TicTacToe) Info() rules.Info {
	return rules.Info{ID: "toy-tictactoe", Title: "Tic-tac-toe", MinPlayers: 2, MaxPlayers: 2}
}

// Options offers nothing but the two seats.
func (TicTacToe) Options() []rules.Option { return []rules.Option{twoPlayers} }

// New returns the empty board, X to move.
func (g TicTacToe) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 2); err != nil {
		return nil, err
	}
	return &TTTState{winner: -1}, nil
}

var tttLines = [8][3]int{
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8},
	{0, 3, 6}, {1, 4, 7}, {2, 5, 8},
	{0, 4, 8}, {2, 4, 6},
}

// TTTState is a tic-tac-toe position.
type TTTState struct {
	cells  [9]int8 // 0 empty, 1 X, 2 O
	played []rules.Move
	winner int // a seat, -1 while playing or drawn
}

func (s *TTTState) Players() int { return 2 }

func (s *TTTState) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return len(s.played) % 2
}

func (s *TTTState) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.Over() {
		return buf
	}
	for i, c := range s.cells {
		if c == 0 {
			buf = append(buf, rules.Move(i))
		}
	}
	return buf
}

func (s *TTTState) Apply(m rules.Move) {
	seat := len(s.played) % 2
	s.cells[m] = int8(seat + 1)
	s.played = append(s.played, m)
	for _, l := range tttLines {
		if s.cells[l[0]] == int8(seat+1) && s.cells[l[1]] == int8(seat+1) && s.cells[l[2]] == int8(seat+1) {
			s.winner = seat
		}
	}
}

// Undo takes back the last move.
func (s *TTTState) Undo() {
	n := len(s.played) - 1
	s.cells[s.played[n]] = 0
	s.played = s.played[:n]
	s.winner = -1
}

func (s *TTTState) Over() bool { return s.winner >= 0 || len(s.played) == 9 }

func (s *TTTState) Results() []float64 {
	switch {
	case !s.Over():
		return nil
	case s.winner < 0:
		return []float64{0.5, 0.5}
	}
	r := make([]float64, 2)
	r[s.winner] = 1
	return r
}

// Scores gives the winner one point.
func (s *TTTState) Scores() []int {
	sc := make([]int, 2)
	if s.winner >= 0 {
		sc[s.winner] = 1
	}
	return sc
}

func (s *TTTState) Clone() rules.State {
	c := *s
	c.played = append([]rules.Move(nil), s.played...)
	return &c
}

// CopyFrom makes s equal to src, a *TTTState.
func (s *TTTState) CopyFrom(src rules.State) {
	o := src.(*TTTState)
	s.cells, s.winner = o.cells, o.winner
	s.played = append(s.played[:0], o.played...)
}

func (s *TTTState) Hash() uint64 {
	h := uint64(0)
	for _, c := range s.cells {
		h = h*3 + uint64(c)
	}
	return mix(h, uint64(s.ToMove()+2))
}

func (s *TTTState) MoveString(m rules.Move) string {
	return fmt.Sprintf("%c%d", 'a'+int(m)%3, 1+int(m)/3)
}

func (s *TTTState) ParseMove(text string) (rules.Move, error) { return parseListed(s, text) }

func (s *TTTState) Setup() rules.Options { return rules.Options{rules.KeyPlayers: "2"} }

func (s *TTTState) String() string {
	var b strings.Builder
	for r := 2; r >= 0; r-- {
		fmt.Fprintf(&b, "%d ", r+1)
		for c := 0; c < 3; c++ {
			b.WriteByte(".XO"[s.cells[r*3+c]])
		}
		b.WriteByte('\n')
	}
	b.WriteString("  abc\n")
	switch {
	case s.winner >= 0:
		fmt.Fprintf(&b, "seat %d won\n", s.winner)
	case s.Over():
		b.WriteString("draw\n")
	default:
		fmt.Fprintf(&b, "seat %d to move\n", s.ToMove())
	}
	return b.String()
}

// MoveSpace bounds the moves: the nine squares.
func (s *TTTState) MoveSpace() int { return 9 }

// Evaluate counts the lines still open to each side.
func (s *TTTState) Evaluate(buf []float64) []float64 {
	if s.Over() {
		return append(buf[:0], s.Results()...)
	}
	var open [2]float64
	for _, l := range tttLines {
		var has [3]bool
		for _, i := range l {
			has[s.cells[i]] = true
		}
		if !has[2] {
			open[0]++
		}
		if !has[1] {
			open[1]++
		}
	}
	v := 0.5 + (open[0]-open[1])/20
	return append(buf[:0], v, 1-v)
}
