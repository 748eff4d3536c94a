package toy

import (
	"fmt"
	"strconv"
	"strings"

	"impasse/rules"
)

// Race is a dice race for two players to square Goal. On its turn a seat
// either steps two squares or rolls a loaded die that shows 1 with
// probability 0.8 and 6 with probability 0.2. The roll is a chance move,
// so the search meets chance nodes with uneven odds. Both choices advance
// two squares on average, but a roll is a gamble: a seat far behind
// should roll, one ahead should step. With fair odds (1 and 6 equally
// likely) rolling would look much better than it is.
type Race struct{}

// Die faces and their odds.
var (
	raceFaces = []int{1, 6}
	raceOdds  = []float64{0.8, 0.2}
)

// Race moves: a step, a roll, then one chance outcome per die face.
const (
	Step rules.Move = 0
	Roll rules.Move = 1
)

// Info describes Race.
func (Race) Info() rules.Info {
	return rules.Info{ID: "toy-race", Title: "Dice race", MinPlayers: 2, MaxPlayers: 2, Chance: true}
}

// Options offers the goal (3 to 40, default 10) and the start squares of
// the two seats ("0,0" by default), so that any position can be set up.
func (Race) Options() []rules.Option {
	return []rules.Option{twoPlayers, {Key: "Goal", Default: "10"}, {Key: "Start", Default: "0,0"}}
}

// New returns the start position, the first seat to move.
func (g Race) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 2); err != nil {
		return nil, err
	}
	goal, err := intOption(opts, "Goal", 10, 3, 40)
	if err != nil {
		return nil, err
	}
	s := &RaceState{goal: goal}
	start := opts.Get("Start", "0,0")
	a, b, ok := strings.Cut(start, ",")
	p0, err0 := strconv.Atoi(a)
	p1, err1 := strconv.Atoi(b)
	if !ok || err0 != nil || err1 != nil || p0 < 0 || p1 < 0 || p0 >= goal || p1 >= goal {
		return nil, fmt.Errorf("start %q: want two squares before the goal, as 3,5", start)
	}
	s.start = [2]int{p0, p1}
	s.pos = s.start
	return s, nil
}

// RaceState is a position of Race.
type RaceState struct {
	goal       int
	start, pos [2]int
	seat       int  // the seat whose turn it is
	rolling    bool // seat has rolled: a chance move comes next
	winner     int  // 0 while playing, seat+1 once won
}

// Pos returns the square of seat.
func (s *RaceState) Pos(seat int) int { return s.pos[seat] }

func (s *RaceState) Players() int { return 2 }

func (s *RaceState) ToMove() int {
	switch {
	case s.winner != 0:
		return rules.Nobody
	case s.rolling:
		return rules.Chance
	}
	return s.seat
}

func (s *RaceState) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	switch {
	case s.winner != 0:
	case s.rolling:
		for i := range raceFaces {
			buf = append(buf, Roll+1+rules.Move(i))
		}
	default:
		buf = append(buf, Step, Roll)
	}
	return buf
}

func (s *RaceState) Apply(m rules.Move) {
	switch {
	case m == Roll:
		s.rolling = true
		return
	case m == Step:
		s.advance(2)
	default:
		s.rolling = false
		s.advance(raceFaces[m-Roll-1])
	}
}

func (s *RaceState) advance(n int) {
	s.pos[s.seat] += n
	if s.pos[s.seat] >= s.goal {
		s.winner = s.seat + 1
		return
	}
	s.seat = 1 - s.seat
}

// Odds gives the die's odds for the outcomes.
func (s *RaceState) Odds(outcomes []rules.Move, buf []float64) []float64 {
	buf = buf[:0]
	for _, m := range outcomes {
		buf = append(buf, raceOdds[m-Roll-1])
	}
	return buf
}

func (s *RaceState) Over() bool { return s.winner != 0 }

func (s *RaceState) Results() []float64 {
	if !s.Over() {
		return nil
	}
	r := make([]float64, 2)
	r[s.winner-1] = 1
	return r
}

// Scores returns the squares reached.
func (s *RaceState) Scores() []int { return []int{s.pos[0], s.pos[1]} }

func (s *RaceState) Clone() rules.State {
	c := *s
	return &c
}

// CopyFrom makes s equal to src, a *RaceState.
func (s *RaceState) CopyFrom(src rules.State) { *s = *src.(*RaceState) }

func (s *RaceState) Hash() uint64 {
	h := mix(uint64(s.pos[0]), uint64(s.pos[1]))
	h = mix(h, uint64(s.seat))
	if s.rolling {
		h = mix(h, 1)
	}
	return mix(h, uint64(s.winner))
}

func (s *RaceState) MoveString(m rules.Move) string {
	switch m {
	case Step:
		return "step"
	case Roll:
		return "roll"
	}
	return "r" + strconv.Itoa(raceFaces[m-Roll-1])
}

func (s *RaceState) ParseMove(text string) (rules.Move, error) { return parseListed(s, text) }

func (s *RaceState) Setup() rules.Options {
	return rules.Options{
		rules.KeyPlayers: "2",
		"Goal":           strconv.Itoa(s.goal),
		"Start":          fmt.Sprintf("%d,%d", s.start[0], s.start[1]),
	}
}

func (s *RaceState) String() string {
	st := fmt.Sprintf("seat %d to move", s.seat)
	switch {
	case s.winner != 0:
		st = fmt.Sprintf("seat %d won", s.winner-1)
	case s.rolling:
		st = fmt.Sprintf("seat %d rolls", s.seat)
	}
	return fmt.Sprintf("goal %d; squares %d %d; %s\n", s.goal, s.pos[0], s.pos[1], st)
}

// MoveSpace bounds the moves: step, roll and the die faces.
func (s *RaceState) MoveSpace() int { return int(Roll) + 1 + len(raceFaces) }

// Evaluate shares the win by the squares still to go.
func (s *RaceState) Evaluate(buf []float64) []float64 {
	if s.Over() {
		return append(buf[:0], s.Results()...)
	}
	a, b := float64(s.goal-s.pos[0]), float64(s.goal-s.pos[1])
	return append(buf[:0], b/(a+b), a/(a+b))
}
