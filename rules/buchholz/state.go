package buchholz

import "impasse/rules"

// Duel is how a game of the compendium for two players and a single start
// (Le Blocus, Alignement) stands: in play, won by a seat, or drawn. A
// State embeds it for Over, Results, Scores, Winner and Setup; its zero
// value is a game in play.
type Duel struct {
	// end is 0 in play, 1 + the winner's seat, or drawn.
	end int8
}

// drawn is Duel.end for a draw.
const drawn = 3

// Over reports whether the game has ended.
func (d *Duel) Over() bool { return d.end != 0 }

// Winner returns the winning seat, 2 for a draw, or -1 while playing.
func (d *Duel) Winner() int { return int(d.end) - 1 }

// Win ends the game, won by seat.
func (d *Duel) Win(seat int) { d.end = int8(seat) + 1 }

// Draw ends the game in a draw.
func (d *Duel) Draw() { d.end = drawn }

// Results returns 1 for the winner and 0 for the loser, 1/2 each for a
// draw, nil before the end.
func (d *Duel) Results() []float64 {
	switch d.end {
	case 0:
		return nil
	case drawn:
		return []float64{0.5, 0.5}
	}
	r := []float64{0, 0}
	r[d.end-1] = 1
	return r
}

// Scores returns 1 for the winner, 0 otherwise.
func (d *Duel) Scores() []int {
	sc := []int{0, 0}
	if d.end == 1 || d.end == 2 {
		sc[d.end-1] = 1
	}
	return sc
}

// Setup returns the one start's options: two players, which records
// write as the compendium's other games do.
func (d *Duel) Setup() rules.Options { return rules.Options{rules.KeyPlayers: "2"} }

// Clone returns a copy of *s that shares no history with it: hist
// returns a position's rules.History, the only part of it a plain copy
// would share.
func Clone[S any](s *S, hist func(*S) *rules.History) *S {
	c := *s
	*hist(&c) = hist(s).Clone()
	return &c
}

// CopyFrom makes *dst a copy of *src, reusing the memory of dst's
// history (hist returns a position's rules.History).
func CopyFrom[S any](dst, src *S, hist func(*S) *rules.History) {
	h := *hist(dst)
	*dst = *src
	h.CopyFrom(*hist(src))
	*hist(dst) = h
}

// Teams returns each seat's team in team play (seats 1 + 2 against
// 3 + 4), nil when teams is false: a teamed State's Teams.
func Teams(teams bool) []int {
	if !teams {
		return nil
	}
	return []int{0, 0, 1, 1}
}

// TeamSetup returns the options of a start of players seats, in teams or
// not: a teamed State's Setup.
func TeamSetup(players int, teams bool) rules.Options {
	o := rules.Options{rules.KeyPlayers: string(rune('0' + players))}
	if teams {
		o[rules.KeyVariant] = rules.VariantTeams
	}
	return o
}
