package toy

import (
	"fmt"
	"strconv"
	"strings"

	"impasse/rules"
)

// Coins is a game won on points: a row of coins (the Row option, their
// values separated by commas) lies between two players, who in turn take
// the coin at either end of it, L or R (with one coin left, L only).
// Whoever takes a coin worth 1 moves again. When the row is empty the
// higher total wins; equal totals draw. Its winner is known only at the
// end, and a player may move twice in a row, as in the games won on
// points whose puzzles it stands for.
type Coins struct{}

// Coins moves: the coin at the left end, or at the right end.
const (
	Left  rules.Move = 0
	Right rules.Move = 1
)

// Info describes Coins.
func (Coins) Info() rules.Info {
	return rules.Info{ID: "toy-coins", Title: "Coins", MinPlayers: 2, MaxPlayers: 2, OnPoints: true}
}

// Options offers the row of coins, 1 to 16 coins worth 0 to 99 each
// (default "3,9,1").
func (Coins) Options() []rules.Option {
	return []rules.Option{twoPlayers, {Key: "Row", Default: "3,9,1"}}
}

// New lays out the row, first seat to move.
func (g Coins) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 2); err != nil {
		return nil, err
	}
	text := opts.Get("Row", "3,9,1")
	fields := strings.Split(text, ",")
	if len(fields) > 16 {
		return nil, fmt.Errorf("option Row %q: want 1 to 16 coins", text)
	}
	s := &CoinsState{}
	for _, f := range fields {
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || v > 99 {
			return nil, fmt.Errorf("option Row %q: want coins worth 0 to 99, separated by commas", text)
		}
		s.row = append(s.row, v)
	}
	s.hi = len(s.row)
	return s, nil
}

// CoinsState is a Coins position: the coins left are row[lo:hi].
type CoinsState struct {
	row    []int
	lo, hi int
	seat   int
	totals [2]int
}

func (s *CoinsState) Players() int { return 2 }

func (s *CoinsState) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return s.seat
}

func (s *CoinsState) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	switch {
	case s.Over():
	case s.hi-s.lo == 1:
		buf = append(buf, Left)
	default:
		buf = append(buf, Left, Right)
	}
	return buf
}

func (s *CoinsState) Apply(m rules.Move) {
	var v int
	if m == Left {
		v, s.lo = s.row[s.lo], s.lo+1
	} else {
		s.hi--
		v = s.row[s.hi]
	}
	s.totals[s.seat] += v
	if v != 1 {
		s.seat = 1 - s.seat
	}
}

func (s *CoinsState) Over() bool { return s.lo == s.hi }

func (s *CoinsState) Results() []float64 {
	switch {
	case !s.Over():
		return nil
	case s.totals[0] > s.totals[1]:
		return []float64{1, 0}
	case s.totals[0] < s.totals[1]:
		return []float64{0, 1}
	}
	return []float64{0.5, 0.5}
}

// Scores are the totals taken.
func (s *CoinsState) Scores() []int { return []int{s.totals[0], s.totals[1]} }

func (s *CoinsState) Clone() rules.State {
	c := *s
	return &c
}

func (s *CoinsState) Hash() uint64 {
	h := mix(uint64(s.lo), uint64(s.hi))
	h = mix(h, uint64(s.seat))
	return mix(mix(h, uint64(s.totals[0])), uint64(s.totals[1]))
}

func (s *CoinsState) MoveString(m rules.Move) string {
	if m == Left {
		return "L"
	}
	return "R"
}

func (s *CoinsState) ParseMove(text string) (rules.Move, error) { return parseListed(s, text) }

func (s *CoinsState) Setup() rules.Options {
	var row []string
	for _, v := range s.row {
		row = append(row, strconv.Itoa(v))
	}
	return rules.Options{rules.KeyPlayers: "2", "Row": strings.Join(row, ",")}
}

func (s *CoinsState) String() string {
	return fmt.Sprintf("row %v, totals %d %d, seat %d to move\n", s.row[s.lo:s.hi], s.totals[0], s.totals[1], s.ToMove())
}
