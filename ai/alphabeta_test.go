package ai_test

import (
	"context"
	"math"
	"testing"
	"time"

	"impasse/ai"
	"impasse/internal/toy"
	"impasse/rules"
)

// outcome is the exact result of a position for the seat to move, and the
// number of plies to the end when both sides hurry to win and delay to
// lose.
type outcome struct {
	result float64
	plies  int
}

// better reports whether o is better than p for the seat to move.
func (o outcome) better(p outcome) bool {
	if o.result != p.result {
		return o.result > p.result
	}
	switch {
	case o.result > 0.5:
		return o.plies < p.plies
	case o.result < 0.5:
		return o.plies > p.plies
	}
	return false
}

// solve returns the exact outcome of every move of s, a position of a
// deterministic two-player game, for the seat to move in s.
func solve(s rules.State, memo map[uint64]outcome) map[rules.Move]outcome {
	out := map[rules.Move]outcome{}
	seat := s.ToMove()
	for _, m := range s.Legal(nil) {
		c := s.Clone()
		c.Apply(m)
		var o outcome
		if c.Over() {
			o = outcome{c.Results()[seat], 1}
		} else {
			b := best(c, memo)
			if c.ToMove() != seat {
				b.result = 1 - b.result
			}
			o = outcome{b.result, b.plies + 1}
		}
		out[m] = o
	}
	return out
}

// best returns the exact outcome of s for the seat to move.
func best(s rules.State, memo map[uint64]outcome) outcome {
	if o, ok := memo[s.Hash()]; ok {
		return o
	}
	var b outcome
	first := true
	for _, o := range solve(s, memo) {
		if first || o.better(b) {
			b, first = o, false
		}
	}
	memo[s.Hash()] = b
	return b
}

// allPositions returns every position of tic-tac-toe not over.
func allPositions(t *testing.T) []rules.State {
	seen := map[uint64]bool{}
	var out []rules.State
	var walk func(s rules.State)
	walk = func(s rules.State) {
		if s.Over() || seen[s.Hash()] {
			return
		}
		seen[s.Hash()] = true
		out = append(out, s)
		for _, m := range s.Legal(nil) {
			c := s.Clone()
			c.Apply(m)
			walk(c)
		}
	}
	walk(newState(t, toy.TicTacToe{}, nil))
	return out
}

// In every position of tic-tac-toe, alpha-beta plays a move with the best
// result, wins as soon as it can and loses as late as it can; a tiny
// transposition table gives the same answers as a big one.
func TestAlphaBetaExact(t *testing.T) {
	memo := map[uint64]outcome{}
	positions := allPositions(t)
	if len(positions) != 4520 {
		t.Fatalf("%d positions, want 4520", len(positions))
	}
	bots := []*ai.AlphaBeta{{Depth: 9, TableBits: 1}, {Depth: 9, TableBits: 12}, {Time: time.Minute, TableBits: 10}}
	bad := 0
	for _, s := range positions {
		moves := solve(s, memo)
		want := best(s, memo)
		var values []float64
		for _, bot := range bots {
			m, st := move(t, bot, s)
			values = append(values, st.Value)
			if got := moves[m]; got != want && bad < 10 {
				bad++
				t.Errorf("%+v: got %s with %+v, want %+v in\n%s", *bot, s.MoveString(m), got, want, s)
			}
			// A forced move is played unsearched, with Value 1/2.
			forced := len(moves) == 1
			if st.Value != want.result && want.result != 0.5 && !forced && bad < 10 {
				bad++
				t.Errorf("%+v: Value %v, want %v in\n%s", *bot, st.Value, want.result, s)
			}
		}
		if values[0] != values[1] && bad < 10 {
			bad++
			t.Errorf("Value %v with 2 table entries, %v with 4096, in\n%s", values[0], values[1], s)
		}
	}
}

// A win now is better than a win later, a loss later better than a loss
// now.
func TestAlphaBetaMateDistance(t *testing.T) {
	tests := []struct {
		moves []string
		want  string
		value float64
		slow  string // a move that also wins, later, or loses, sooner
	}{
		// X wins at c3 at once; b1 forks and wins two moves later.
		{[]string{"a3", "a1", "b3", "c1"}, "c3", 1, "b1"},
		// O loses whatever it does; blocking at a3 loses latest.
		{[]string{"a1", "b1", "a2"}, "a3", 0, "c1"},
	}
	memo := map[uint64]outcome{}
	for _, tt := range tests {
		s := newState(t, toy.TicTacToe{}, nil, tt.moves...)
		slow, _ := s.ParseMove(tt.slow)
		want, _ := s.ParseMove(tt.want)
		moves := solve(s, memo)
		if moves[slow].result != moves[want].result || moves[slow].plies == moves[want].plies {
			t.Fatalf("after %v: %s is %+v, %s is %+v; want the same result at different lengths", tt.moves, tt.slow, moves[slow], tt.want, moves[want])
		}
		for _, bot := range []ai.Bot{&ai.AlphaBeta{Depth: 9}, &ai.AlphaBeta{Depth: 5, TableBits: 1}, &ai.AlphaBeta{Time: time.Second}} {
			m, st := move(t, bot, s)
			if m != want || st.Value != tt.value {
				t.Errorf("%+v after %v: got %s, Value %v; want %s, %v", bot, tt.moves, s.MoveString(m), st.Value, tt.want, tt.value)
			}
		}
	}
}

// minimax returns the value for seat of s searched depth plies deep, the
// way alpha-beta scores it: results at the end, the evaluation at the
// horizon, nothing pruned.
func minimax(s rules.State, depth, seat int) float64 {
	if s.Over() {
		return s.Results()[seat]
	}
	if depth == 0 {
		e := s.(rules.Evaluator).Evaluate(nil)
		return 0.5 + (e[seat]-e[1-seat])/2
	}
	mover := s.ToMove()
	b := -1.0
	for _, m := range s.Legal(nil) {
		c := s.Clone()
		c.Apply(m)
		b = max(b, minimax(c, depth-1, mover))
	}
	if mover != seat {
		return 1 - b
	}
	return b
}

// rootValues returns the minimax value of each move of s at depth.
func rootValues(s rules.State, depth int) map[rules.Move]float64 {
	v := map[rules.Move]float64{}
	for _, m := range s.Legal(nil) {
		c := s.Clone()
		c.Apply(m)
		v[m] = minimax(c, depth-1, s.ToMove())
	}
	return v
}

// With Noise, alpha-beta picks among the moves within Noise of the best
// value, never one worse.
func TestAlphaBetaNoise(t *testing.T) {
	bad := 0
	picked := map[int]bool{}
	for pile := 8; pile <= 30; pile++ {
		for depth := 2; depth <= 6; depth++ {
			vals := rootValues(toy.NewNim(pile), depth)
			top := 0.0
			for _, v := range vals {
				top = max(top, v)
			}
			for _, noise := range []float64{0.05, 0.15, 0.3} {
				for seed := range uint64(8) {
					// Path hashing keeps the values exact: no position
					// is met twice.
					s := &pathHashed{State: toy.NewNim(pile)}
					m, st := move(t, &ai.AlphaBeta{Depth: depth, Noise: noise, Seed: seed, TableBits: 8}, s)
					picked[int(m)] = true
					if v := vals[m]; v < top-noise-1e-3 && bad < 10 {
						bad++
						t.Errorf("pile %d, depth %d, noise %v, seed %d: took %d worth %.4f, best %.4f (values %v, stats %+v)",
							pile, depth, noise, seed, m, v, top, vals, st)
					}
					if math.Abs(st.Value-vals[m]) > 1e-3 && bad < 10 {
						bad++
						t.Errorf("pile %d, depth %d, noise %v: Value %.4f, want %.4f", pile, depth, noise, st.Value, vals[m])
					}
				}
			}
		}
	}
	if len(picked) < 3 {
		t.Errorf("noise picked only %v", picked)
	}
}

// The transposition table changes nothing but speed: a search without
// transpositions, with a tiny table or a big one, finds the same values.
func TestAlphaBetaTable(t *testing.T) {
	for pile := 2; pile <= 30; pile++ {
		// Solved to the end: the same move and value.
		m1, st1 := move(t, &ai.AlphaBeta{Depth: 60, TableBits: 1}, toy.NewNim(pile))
		m2, st2 := move(t, &ai.AlphaBeta{Depth: 60}, toy.NewNim(pile))
		if pile%4 != 0 && (m1 != nimWin(pile) || m2 != nimWin(pile)) {
			t.Errorf("pile %d: took %d and %d, want %d", pile, m1, m2, nimWin(pile))
		}
		if st1.Value != st2.Value {
			t.Errorf("pile %d: Value %v with a tiny table, %v with a big one", pile, st1.Value, st2.Value)
		}
		// Cut off at the horizon, searching a tree: exact values.
		for depth := 1; depth <= 6; depth++ {
			vals := rootValues(toy.NewNim(pile), depth)
			for _, bits := range []int{1, 12} {
				m, st := move(t, &ai.AlphaBeta{Depth: depth, TableBits: bits}, &pathHashed{State: toy.NewNim(pile)})
				top := 0.0
				for _, v := range vals {
					top = max(top, v)
				}
				if math.Abs(vals[m]-top) > 1e-3 || math.Abs(st.Value-top) > 1e-3 {
					t.Errorf("pile %d, depth %d, %d bits: took %d worth %.4f, Value %.4f, want %.4f", pile, depth, bits, m, vals[m], st.Value, top)
				}
			}
		}
	}
}

func TestAlphaBetaDepth(t *testing.T) {
	s := &pathHashed{State: toy.NewNim(60)}
	for _, tt := range []struct{ depth, want int }{{0, 4}, {1, 1}, {6, 6}} {
		_, st := move(t, &ai.AlphaBeta{Depth: tt.depth}, s)
		if st.Depth != tt.want || st.Iterations == 0 {
			t.Errorf("Depth %d: searched to %d in %d nodes, want depth %d", tt.depth, st.Depth, st.Iterations, tt.want)
		}
	}
}

// Nodes stops the search where it has searched that many positions (it
// looks every 256), the same move each time, deeper for more nodes.
func TestAlphaBetaNodes(t *testing.T) {
	depth := 0
	for _, nodes := range []int{512, 5000, 50000} {
		ab := &ai.AlphaBeta{Nodes: nodes}
		m1, st := move(t, ab, &pathHashed{State: toy.NewNim(60)})
		m2, _ := move(t, ab, &pathHashed{State: toy.NewNim(60)})
		if st.Iterations < nodes || st.Iterations >= nodes+256 {
			t.Errorf("Nodes %d: got %d nodes, want %d to %d", nodes, st.Iterations, nodes, nodes+255)
		}
		if m1 != m2 {
			t.Errorf("Nodes %d: got moves %d then %d, want the same", nodes, m1, m2)
		}
		if st.Depth <= depth {
			t.Errorf("Nodes %d: got depth %d, want more than %d", nodes, st.Depth, depth)
		}
		depth = st.Depth
	}
}

func TestAlphaBetaErrors(t *testing.T) {
	for _, s := range []rules.State{
		newState(t, toy.Count{}, nil),                                  // three players
		newState(t, toy.Count{}, rules.Options{rules.KeyPlayers: "2"}), // no evaluator
		newState(t, toy.Duel{}, nil),                                   // no evaluator
		withPriors(toy.NewNim(5), nimPrior(1)),                         // evaluator hidden
	} {
		if m, _, err := (&ai.AlphaBeta{Depth: 3}).Move(context.Background(), s); err == nil {
			t.Errorf("alpha-beta in\n%s: got %d, want an error", s, m)
		}
	}
}

// Chance moves are leaves for alpha-beta: it still plays legal moves.
func TestAlphaBetaChance(t *testing.T) {
	for _, start := range []string{"0,0", "4,5", "8,8"} {
		s := newState(t, toy.Race{}, rules.Options{"Start": start})
		move(t, &ai.AlphaBeta{Depth: 8}, s)
	}
}

// bookNim is Nim with an opening book that always takes one.
type bookNim struct{ *toy.NimState }

func (b bookNim) Clone() rules.State               { return bookNim{b.NimState.Clone().(*toy.NimState)} }
func (b bookNim) CopyFrom(src rules.State)         { b.NimState.CopyFrom(src.(bookNim).NimState) }
func (bookNim) BookMove() (rules.Move, bool)       { return 1, true }
func (b bookNim) Evaluate(buf []float64) []float64 { return b.NimState.Evaluate(buf) }

func TestAlphaBetaBook(t *testing.T) {
	for _, tt := range []struct {
		book bool
		want rules.Move
	}{
		{false, 2}, // from 6, taking two leaves the other side a multiple of four
		{true, 1},
	} {
		ab := &ai.AlphaBeta{Depth: 8, Book: tt.book}
		if m, _ := move(t, ab, bookNim{toy.NewNim(6)}); m != tt.want {
			t.Errorf("Book %v: got %d, want %d", tt.book, m, tt.want)
		}
	}
	b, err := ai.FromLevel(rules.Level{Search: rules.SearchAlphaBeta, Depth: 2, Tuning: rules.Tuning{Book: true}}, 1)
	if ab, ok := b.(*ai.AlphaBeta); err != nil || !ok || !ab.Book {
		t.Errorf("an alpha-beta level with Book: got %+v, %v, want a *ai.AlphaBeta with Book", b, err)
	}
	if b, err := ai.FromLevel(rules.Level{Search: rules.SearchAlphaBeta, Depth: 2, Tuning: rules.Tuning{RAVE: 1}}, 1); err == nil {
		t.Errorf("an alpha-beta level with an MCTS tuning: got %T, want an error", b)
	}
}
