package toy

import (
	"fmt"
	"strconv"
	"strings"

	"impasse/rules"
)

// Count is a race to a target for two to four players (three by
// default). In turn each seat adds 1, 2 or 3 to a shared counter, never
// going past the target; whoever reaches the target exactly wins alone.
// Instead of adding, the seat to move may call a truce, which ends the
// game with the win shared equally by all seats.
//
// A seat facing a counter 1 to 3 short of the target wins at once; a seat
// facing a counter 4 short can only hand the win to the next seat, so it
// calls the truce.
type Count struct{}

// Info describes Count.
func (Count) Info() rules.Info {
	return rules.Info{ID: "toy-count", Title: "Count", MinPlayers: 2, MaxPlayers: 4}
}

// Options offers the number of players and the target (1 to 50, default
// 10).
func (Count) Options() []rules.Option {
	return []rules.Option{
		{Key: rules.KeyPlayers, Values: []string{"2", "3", "4"}, Default: "3"},
		{Key: "Target", Default: "10"},
	}
}

// New returns a counter at 0 with the first seat to move.
func (g Count) New(opts rules.Options) (rules.State, error) {
	n, err := rules.PlayerCount(g.Info(), opts, 3)
	if err != nil {
		return nil, err
	}
	target, err := intOption(opts, "Target", 10, 1, 50)
	if err != nil {
		return nil, err
	}
	return NewCount(n, target), nil
}

// Truce is the move that ends a game of Count shared; the other moves
// are the amount added.
const Truce rules.Move = 0

// CountState is a position of Count.
type CountState struct {
	target, total int
	toMove        int
	winner        int // a seat, -1 while playing, truce for a truce
	added         []int
	plies         int
}

const truce = -2

// NewCount returns the start of a game for n seats with the given target.
func NewCount(n, target int) *CountState {
	return &CountState{target: target, winner: -1, added: make([]int, n)}
}

// Total returns the counter.
func (s *CountState) Total() int { return s.total }

func (s *CountState) Players() int { return len(s.added) }

func (s *CountState) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return s.toMove
}

func (s *CountState) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.Over() {
		return buf
	}
	for k := 1; k <= min(3, s.target-s.total); k++ {
		buf = append(buf, rules.Move(k))
	}
	return append(buf, Truce)
}

func (s *CountState) Apply(m rules.Move) {
	s.plies++
	if m == Truce {
		s.winner = truce
		return
	}
	s.total += int(m)
	s.added[s.toMove] += int(m)
	if s.total == s.target {
		s.winner = s.toMove
		return
	}
	s.toMove = (s.toMove + 1) % len(s.added)
}

func (s *CountState) Over() bool { return s.winner != -1 }

func (s *CountState) Results() []float64 {
	if !s.Over() {
		return nil
	}
	r := make([]float64, len(s.added))
	if s.winner == truce {
		for i := range r {
			r[i] = 1 / float64(len(r))
		}
		return r
	}
	r[s.winner] = 1
	return r
}

// Scores returns what each seat has added to the counter.
func (s *CountState) Scores() []int { return append([]int(nil), s.added...) }

func (s *CountState) Clone() rules.State {
	c := *s
	c.added = append([]int(nil), s.added...)
	return &c
}

func (s *CountState) Hash() uint64 {
	h := mix(uint64(s.total), uint64(s.toMove))
	h = mix(h, uint64(s.winner+3))
	for _, a := range s.added {
		h = mix(h, uint64(a))
	}
	return h
}

func (s *CountState) MoveString(m rules.Move) string {
	if m == Truce {
		return "truce"
	}
	return "+" + strconv.Itoa(int(m))
}

func (s *CountState) ParseMove(text string) (rules.Move, error) { return parseListed(s, text) }

func (s *CountState) Setup() rules.Options {
	return rules.Options{rules.KeyPlayers: strconv.Itoa(len(s.added)), "Target": strconv.Itoa(s.target)}
}

func (s *CountState) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "counter %d of %d; added", s.total, s.target)
	for _, a := range s.added {
		fmt.Fprintf(&b, " %d", a)
	}
	switch {
	case s.winner == truce:
		b.WriteString("; truce\n")
	case s.winner >= 0:
		fmt.Fprintf(&b, "; seat %d won\n", s.winner)
	default:
		fmt.Fprintf(&b, "; seat %d to move\n", s.toMove)
	}
	return b.String()
}

// MoveSpace bounds the moves: the truce and 1 to 3.
func (s *CountState) MoveSpace() int { return 4 }
