package saute

import (
	"math"
	"math/rand/v2"

	"impasse/rules"
	"impasse/rules/buchholz"
)

// This file holds what the search and the baselines know of the game: a
// value for positions (Evaluate: how far each side still has to go),
// priors and a quick move for simulations (advance the rearmost pieces,
// take the bonus moves), and the greedy baseline (the most squares gained
// this turn).

// option is a legal move with what it gains: the columns the piece
// travels, and the column it leaves.
type option struct {
	m         rules.Move
	gain, col int
}

// options appends the legal moves of the seat to move, with their
// gains, to buf[:0], leaving out those that would make the expert goal
// unreachable unless every move does; none when the seat must pass.
func (s *State) options(buf []option) []option {
	buf = buf[:0]
	p := int(s.toMove)
	safe := 0
	for sq := buchholz.Square(0); sq < squares; sq++ {
		if c := s.board[sq]; c != 0 && c.seat() == p {
			n := 0
			s.stops(sq, func(col int) bool {
				n++
				buf = append(buf, option{encode(sq, n), col - sq.Col(), sq.Col()})
				if !s.expert || !s.dooms(sq, col) {
					buf[safe], buf[len(buf)-1] = buf[len(buf)-1], buf[safe]
					safe++
				}
				return true
			})
		}
	}
	if safe > 0 {
		return buf[:safe]
	}
	return buf
}

// expertRow is the order the expert goal wants on columns J, K and L.
var expertRow = [3]buchholz.Kind{buchholz.Block, buchholz.Triangle, buchholz.Block}

// dooms reports whether the piece on from, moved to column col of its
// row, would leave the row unable to end as the expert goal wants: the
// pieces packed against the right edge never move again, so each must
// already be of the kind wanted there.
func (s *State) dooms(from buchholz.Square, col int) bool {
	r := from.Row()
	kindAt := func(c int) (buchholz.Kind, bool) {
		switch c {
		case col:
			return s.board[from].kind(), true
		case from.Col():
			return 0, false
		}
		x := s.board[buchholz.Sq(c, r)]
		return x.kind(), x != 0
	}
	for c := size - 1; c >= ArrivalCol; c-- {
		k, ok := kindAt(c)
		if !ok {
			return false
		}
		if k != expertRow[c-ArrivalCol] {
			return true
		}
	}
	return false
}

// togo returns how many squares seat p's pieces still have to travel:
// each row's three pieces end on columns J, K and L.
func (s *State) togo(p int) int {
	d := 0
	for r := 0; r < size; r++ {
		if int(s.rowSeat[r]) != p {
			continue
		}
		d += 3*ArrivalCol + 3
		for c := 0; c < size; c++ {
			if s.board[buchholz.Sq(c, r)] != 0 {
				d -= c
			}
		}
	}
	return d
}

// stuck reports whether seat p can no longer reach the expert goal: a
// row of its pieces is packed against the edge in the wrong order.
func (s *State) stuck(p int) bool {
	if !s.expert {
		return false
	}
	for r := 0; r < size; r++ {
		if int(s.rowSeat[r]) != p {
			continue
		}
		for c := size - 1; c >= ArrivalCol; c-- {
			x := s.board[buchholz.Sq(c, r)]
			if x == 0 {
				break
			}
			if x.kind() != expertRow[c-ArrivalCol] {
				return true
			}
		}
	}
	return false
}

// evalSquares is the lead, in squares still to go, that makes a side
// e ≈ 2.7 times likelier to win than the other.
const evalSquares = 6

// Evaluate returns each seat's share of the win: a team's chance falls
// off exponentially with the squares its slower partner still has to go
// (less a half turn's worth for the seat to move), and is nil for a side
// that can no longer reach the expert goal.
func (s *State) Evaluate(buf []float64) []float64 {
	buf = buf[:0]
	if s.result != playing {
		return append(buf, s.Results()...)
	}
	n := int(s.players)
	var worst [4]float64
	var dead [4]bool
	for p := 0; p < n; p++ {
		d := float64(s.togo(p))
		if p == int(s.toMove) {
			d -= 1.5
		}
		t := s.team[p]
		worst[t] = max(worst[t], d)
		dead[t] = dead[t] || s.stuck(p)
	}
	var w [4]float64
	total := 0.0
	for p := 0; p < n; p++ {
		t := s.team[p]
		if !dead[t] && w[t] == 0 {
			w[t] = math.Exp(-worst[t] / evalSquares)
			total += w[t]
		}
	}
	for p := 0; p < n; p++ {
		size := 0
		for q := 0; q < n; q++ {
			if s.team[q] == s.team[p] {
				size++
			}
		}
		v := 1 / float64(n)
		if total > 0 {
			v = w[s.team[p]] / total / float64(size)
		}
		buf = append(buf, v)
	}
	return buf
}

// Priors weighs each move by the squares it gains and by how far back
// its piece stands.
func (s *State) Priors(moves []rules.Move, weights []float64) {
	var buf [Pieces*maxSteps + 1]option
	opts := s.options(buf[:0])
	for i, m := range moves {
		weights[i] = 0.2
		for _, o := range opts {
			if o.m == m {
				weights[i] = 1 + float64(o.gain) + float64(max(ArrivalCol-o.col, 0))/3
				break
			}
		}
	}
}

// PlayoutMove advances, most often, the move that gains the most squares
// with a preference for the rearmost pieces (a bonus move always gains
// more); now and then a random one among them.
func (s *State) PlayoutMove(rng *rand.Rand) rules.Move {
	var buf [Pieces*maxSteps + 1]option
	opts := s.options(buf[:0])
	if len(opts) == 0 {
		return pass
	}
	best, bestV := opts[0].m, -1.0
	for _, o := range opts {
		v := float64(4*o.gain+max(ArrivalCol-o.col, 0)) + 4*rng.Float64()
		if v > bestV {
			best, bestV = o.m, v
		}
	}
	return best
}

// GreedyMove plays a move that gains the most squares this turn (ties at
// random), avoiding those that would make the expert goal unreachable.
func (s *State) GreedyMove(rng *rand.Rand) rules.Move {
	var buf [Pieces*maxSteps + 1]option
	opts := s.options(buf[:0])
	if len(opts) == 0 {
		return pass
	}
	var best []rules.Move
	top := -1
	for _, o := range opts {
		switch {
		case o.gain > top:
			best, top = append(best[:0], o.m), o.gain
		case o.gain == top:
			best = append(best, o.m)
		}
	}
	return best[rng.IntN(len(best))]
}
