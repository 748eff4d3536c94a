package toy

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"impasse/rules"
)

// Nim is the subtraction game: two players take turns taking 1, 2 or 3
// stones from a pile of Pile stones; whoever takes the last stone wins.
// The mover wins exactly when the pile is not a multiple of 4, by taking
// pile mod 4 stones.
type Nim struct{}

// Info describes Nim.
func (Nim) Info() rules.Info {
	return rules.Info{ID: "toy-nim", Title: "Nim", MinPlayers: 2, MaxPlayers: 2}
}

// Options offers the size of the pile, 1 to 60 (default 10).
func (Nim) Options() []rules.Option {
	return []rules.Option{twoPlayers, {Key: "Pile", Default: "10"}}
}

// New returns a pile of opts["Pile"] stones, first seat to move.
func (g Nim) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 2); err != nil {
		return nil, err
	}
	pile, err := intOption(opts, "Pile", 10, 1, 60)
	if err != nil {
		return nil, err
	}
	return NewNim(pile), nil
}

// Levels lists Nim's AI levels: the baselines, a small MCTS and a perfect
// alpha-beta.
func (Nim) Levels() []rules.Level {
	return []rules.Level{
		{Name: "Random", Search: rules.SearchRandom},
		{Name: "Greedy", Search: rules.SearchGreedy},
		{Name: "Easy", Search: rules.SearchMCTS, Iterations: 300, Tuning: rules.Tuning{Explore: 0.9}},
		{Name: "Perfect", Search: rules.SearchAlphaBeta, Depth: 60},
	}
}

// NimState is a Nim position. Moves are the number of stones taken.
type NimState struct {
	start, pile int
	taken       []rules.Move
}

// NewNim returns the start of a game with a pile of n stones.
func NewNim(n int) *NimState { return &NimState{start: n, pile: n} }

// Pile returns the stones left.
func (s *NimState) Pile() int { return s.pile }

func (s *NimState) Players() int { return 2 }

func (s *NimState) ToMove() int {
	if s.pile == 0 {
		return rules.Nobody
	}
	return len(s.taken) % 2
}

func (s *NimState) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	for k := 1; k <= min(3, s.pile); k++ {
		buf = append(buf, rules.Move(k))
	}
	return buf
}

func (s *NimState) Apply(m rules.Move) {
	s.pile -= int(m)
	s.taken = append(s.taken, m)
}

// Undo takes back the last move.
func (s *NimState) Undo() {
	n := len(s.taken) - 1
	s.pile += int(s.taken[n])
	s.taken = s.taken[:n]
}

func (s *NimState) Over() bool { return s.pile == 0 }

// winner returns the seat that took the last stone.
func (s *NimState) winner() int { return (len(s.taken) - 1) % 2 }

func (s *NimState) Results() []float64 {
	if !s.Over() {
		return nil
	}
	r := make([]float64, 2)
	r[s.winner()] = 1
	return r
}

// Scores gives the winner one point.
func (s *NimState) Scores() []int {
	sc := make([]int, 2)
	if s.Over() {
		sc[s.winner()] = 1
	}
	return sc
}

func (s *NimState) Clone() rules.State {
	c := *s
	c.taken = append([]rules.Move(nil), s.taken...)
	return &c
}

// CopyFrom makes s equal to src, a *NimState.
func (s *NimState) CopyFrom(src rules.State) {
	o := src.(*NimState)
	s.start, s.pile = o.start, o.pile
	s.taken = append(s.taken[:0], o.taken...)
}

func (s *NimState) Hash() uint64 {
	return mix(mix(1, uint64(s.pile)), uint64(s.ToMove()+2))
}

func (s *NimState) MoveString(m rules.Move) string { return strconv.Itoa(int(m)) }

func (s *NimState) ParseMove(text string) (rules.Move, error) {
	if s.Over() {
		return 0, rules.ErrOver
	}
	k, err := strconv.Atoi(text)
	if err != nil || strconv.Itoa(k) != text {
		return 0, fmt.Errorf("%q: want the number of stones to take", text)
	}
	if k < 1 || k > min(3, s.pile) {
		return 0, fmt.Errorf("cannot take %d from a pile of %d", k, s.pile)
	}
	return rules.Move(k), nil
}

func (s *NimState) Setup() rules.Options {
	return rules.Options{rules.KeyPlayers: "2", "Pile": strconv.Itoa(s.start)}
}

func (s *NimState) String() string {
	if s.Over() {
		return fmt.Sprintf("pile 0, seat %d won\n", s.winner())
	}
	return fmt.Sprintf("pile %d, seat %d to move\n", s.pile, s.ToMove())
}

// MoveSpace bounds the moves: 1 to 3.
func (s *NimState) MoveSpace() int { return 4 }

// Evaluate is a deliberately poor heuristic, a fixed pseudo-random
// function of the pile, so that a search must look ahead to play well.
func (s *NimState) Evaluate(buf []float64) []float64 {
	if s.Over() {
		return append(buf[:0], s.Results()...)
	}
	v := 0.25 + 0.5*float64(mix(7, uint64(s.pile))%101)/100
	buf = append(buf[:0], 1-v, 1-v)
	buf[s.ToMove()] = v
	return buf
}

// GreedyMove grabs as many stones as it may.
func (s *NimState) GreedyMove(*rand.Rand) rules.Move { return rules.Move(min(3, s.pile)) }
