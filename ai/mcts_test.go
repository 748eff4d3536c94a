package ai_test

import (
	"context"
	"errors"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"impasse/ai"
	"impasse/internal/toy"
	"impasse/rules"
)

// The winning move in Nim is to leave a multiple of 4.
func TestFindsNimWin(t *testing.T) {
	bots := []struct {
		name    string
		bot     func() ai.Bot
		wrap    func(rules.State) rules.State
		maxPile int // the biggest pile it is asked to win
	}{
		{"mcts", func() ai.Bot { return &ai.MCTS{Iterations: 2000, Seed: 1} }, nil, 13},
		{"mcts-good-prior", func() ai.Bot { return &ai.MCTS{Iterations: 2000, Seed: 2} },
			func(s rules.State) rules.State { return withPriors(s, nimPrior(4)) }, 22},
		// A prior of 1 to 2 against the right move, at every node, costs
		// much: 5000 simulations find it up to a pile of 11 only.
		{"mcts-bad-prior", func() ai.Bot { return &ai.MCTS{Iterations: 5000, Seed: 3} },
			func(s rules.State) rules.State { return withPriors(s, nimPrior(0.5)) }, 11},
		{"mcts-rave", func() ai.Bot { return &ai.MCTS{Iterations: 2000, Seed: 4, RAVE: 0.7} }, nil, 13},
		{"mcts-2-threads", func() ai.Bot { return &ai.MCTS{Iterations: 1500, Seed: 5, Threads: 2} }, nil, 13},
		{"alphabeta", func() ai.Bot { return &ai.AlphaBeta{Depth: 40} }, nil, 39},
		{"alphabeta-timed", func() ai.Bot { return &ai.AlphaBeta{Time: 5 * time.Second} }, nil, 59},
	}
	for _, b := range bots {
		t.Run(b.name, func(t *testing.T) {
			for _, pile := range []int{2, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19, 21, 22, 39, 59} {
				if pile > b.maxPile {
					break
				}
				var s rules.State = toy.NewNim(pile)
				if b.wrap != nil {
					s = b.wrap(s)
				}
				m, st := move(t, b.bot(), s)
				if want := nimWin(pile); m != want {
					t.Errorf("pile %d: got %d, want %d (stats %+v)", pile, m, want, st)
				}
				if st.Value <= 0.5 {
					t.Errorf("pile %d: Value %.3f for a won position, want > 0.5", pile, st.Value)
				}
			}
		})
	}
}

// From a lost pile every move loses: the search says so.
func TestLostValue(t *testing.T) {
	for _, pile := range []int{4, 8, 12} {
		_, st := move(t, &ai.MCTS{Iterations: 3000, Seed: 1}, toy.NewNim(pile))
		if st.Value >= 0.4 {
			t.Errorf("mcts, pile %d: Value %.3f, want < 0.4", pile, st.Value)
		}
		_, st = move(t, &ai.AlphaBeta{Depth: 20}, toy.NewNim(pile))
		if st.Value != 0 {
			t.Errorf("alphabeta, pile %d: Value %.3f, want 0", pile, st.Value)
		}
	}
}

func TestMCTSDeterminism(t *testing.T) {
	positions := []struct {
		name string
		s    rules.State
	}{
		{"tictactoe", newState(t, toy.TicTacToe{}, nil)},
		{"count", newState(t, toy.Count{}, nil, "+1")},
		{"race", newState(t, toy.Race{}, nil, "step")},
		{"duel", newState(t, toy.Duel{}, nil)},
		{"nim-prior", withPriors(toy.NewNim(23), nimPrior(2))},
	}
	for _, p := range positions {
		t.Run(p.name, func(t *testing.T) {
			bot := func(seed uint64) ai.Bot { return &ai.MCTS{Iterations: 300, Seed: seed, RAVE: 0.5} }
			m1, st1 := move(t, bot(7), p.s)
			m2, st2 := move(t, bot(7), p.s)
			if m1 != m2 || st1.Iterations != st2.Iterations || st1.Nodes != st2.Nodes ||
				st1.Value != st2.Value || !reflect.DeepEqual(st1.Top, st2.Top) {
				t.Errorf("same seed: got %d %+v, then %d %+v", m1, st1, m2, st2)
			}
			differ := false
			for seed := uint64(8); seed < 16 && !differ; seed++ {
				_, st := move(t, bot(seed), p.s)
				differ = !reflect.DeepEqual(st.Top, st1.Top)
			}
			if !differ {
				t.Errorf("seeds 7 to 15 all gave Top %+v, want some variety", st1.Top)
			}
		})
	}
}

func TestMCTSIterations(t *testing.T) {
	tests := []struct {
		budget, threads int
		noise           float64
	}{
		{1, 1, 0}, {2, 1, 0}, {7, 1, 0}, {8, 1, 0}, {9, 1, 0}, {100, 1, 0}, {255, 1, 0},
		// Early stopping is off with several threads or noise, so the
		// whole budget is spent.
		{1500, 1, 0.5}, {700, 3, 0},
	}
	s := newState(t, toy.TicTacToe{}, nil)
	for _, tt := range tests {
		bot := &ai.MCTS{Iterations: tt.budget, Threads: tt.threads, Noise: tt.noise, Seed: 1}
		_, st := move(t, bot, s)
		if want := tt.budget * tt.threads; st.Iterations != want {
			t.Errorf("Iterations %d × %d threads, noise %v: got %d, want %d", tt.budget, tt.threads, tt.noise, st.Iterations, want)
		}
	}
	// The zero value runs 1000 simulations at most.
	if _, st := move(t, &ai.MCTS{}, s); st.Iterations > 1000 || st.Iterations < 256 {
		t.Errorf("zero MCTS: %d iterations, want 256 to 1000", st.Iterations)
	}
}

// A search whose best move cannot change any more stops early.
func TestMCTSEarlyDecision(t *testing.T) {
	const budget = 1_000_000
	start := time.Now()
	m, st := move(t, &ai.MCTS{Iterations: budget, Seed: 1}, toy.NewNim(7))
	if m != 3 {
		t.Errorf("pile 7: got %d, want 3", m)
	}
	if st.Iterations >= budget || st.Iterations < 256 {
		t.Errorf("Iterations = %d, want an early stop below %d", st.Iterations, budget)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
}

// slowStates are positions whose search does not end by itself soon.
func slowStates(t *testing.T) []rules.State {
	return []rules.State{
		newState(t, toy.TicTacToe{}, nil),
		&pathHashed{State: toy.NewNim(60)},
		newState(t, toy.Duel{}, rules.Options{"Cards": "20"}),
	}
}

func TestTimeBudget(t *testing.T) {
	const budget = 100 * time.Millisecond
	const slack = 10 * time.Second // far below an hour, far above a busy machine's delays
	for _, s := range slowStates(t) {
		bots := []ai.Bot{
			&ai.MCTS{Time: budget, Seed: 1},
			&ai.MCTS{Time: budget, Threads: 2, Seed: 1},
		}
		if _, ok := s.(rules.Evaluator); ok && s.Players() == 2 {
			bots = append(bots, &ai.AlphaBeta{Time: budget})
		}
		for _, bot := range bots {
			start := time.Now()
			_, st := move(t, bot, s)
			d := time.Since(start)
			if d > budget+slack {
				t.Errorf("%T on %q: returned after %v, want at most %v", bot, s.String(), d, budget+slack)
			}
			if st.Elapsed <= 0 || st.Elapsed > d {
				t.Errorf("%T: Stats.Elapsed = %v, want in (0, %v]", bot, st.Elapsed, d)
			}
			if st.Iterations == 0 {
				t.Errorf("%T: no iterations in %v", bot, d)
			}
		}
	}
}

func TestCancel(t *testing.T) {
	const after = 50 * time.Millisecond
	const slack = 10 * time.Second // far below an hour, far above a busy machine's delays
	for _, s := range slowStates(t) {
		bots := []ai.Bot{
			&ai.MCTS{Time: time.Hour, Seed: 1},
			&ai.MCTS{Time: time.Hour, Threads: 3, Seed: 1},
			&ai.MCTS{Iterations: 1 << 40, Seed: 1},
		}
		if _, ok := s.(rules.Evaluator); ok && s.Players() == 2 {
			bots = append(bots, &ai.AlphaBeta{Time: time.Hour}, &ai.AlphaBeta{Depth: 60})
		}
		for _, bot := range bots {
			ctx, cancel := context.WithTimeout(context.Background(), after)
			start := time.Now()
			m, _, err := bot.Move(ctx, s)
			d := time.Since(start)
			cancel()
			if err != nil || !rules.IsLegal(s, m) {
				t.Errorf("%T: cancelled search gave %d, %v; want a legal move and no error", bot, m, err)
			}
			if d > after+slack {
				t.Errorf("%T on %q: returned %v after the start, want at most %v", bot, s.String(), d, after+slack)
			}
			// An already cancelled context returns at once.
			ctx, cancel = context.WithCancel(context.Background())
			cancel()
			start = time.Now()
			m, _, err = bot.Move(ctx, s)
			if d := time.Since(start); d > slack || err != nil || !rules.IsLegal(s, m) {
				t.Errorf("%T, cancelled before the start: got %d, %v after %v", bot, m, err, d)
			}
		}
	}
}

func TestForcedMove(t *testing.T) {
	positions := []rules.State{
		toy.NewNim(1),
		newState(t, toy.Duel{}, rules.Options{"Cards": "3"}, "draw"), // the deck is empty
	}
	for _, s := range positions {
		want := s.Legal(nil)
		if len(want) != 1 {
			t.Fatalf("%d legal moves in\n%s", len(want), s)
		}
		for _, bot := range []ai.Bot{&ai.MCTS{Iterations: 1 << 40}, &ai.MCTS{Time: time.Hour, Threads: 4}, &ai.AlphaBeta{Depth: 60}} {
			if _, ok := s.(rules.Evaluator); !ok {
				if _, ab := bot.(*ai.AlphaBeta); ab {
					continue
				}
			}
			start := time.Now()
			m, st := move(t, bot, s)
			if d := time.Since(start); d > 10*time.Second { // a search would take an hour
				t.Errorf("%T: forced move took %v", bot, d)
			}
			if m != want[0] || st.Iterations != 0 {
				t.Errorf("%T: got %d after %d iterations, want %d at once", bot, m, st.Iterations, want[0])
			}
		}
	}
}

func TestMCTSErrors(t *testing.T) {
	over := newState(t, toy.Nim{}, rules.Options{"Pile": "2"}, "2")
	chance := newState(t, toy.Race{}, nil, "roll")
	bots := []ai.Bot{&ai.MCTS{Iterations: 10}, &ai.AlphaBeta{Depth: 2}, ai.NewRandom(1), ai.NewGreedy(1)}
	for _, bot := range bots {
		if _, _, err := bot.Move(context.Background(), over); !errors.Is(err, ai.ErrNoMove) {
			t.Errorf("%T on a finished game: got %v, want ErrNoMove", bot, err)
		}
		if _, _, err := bot.Move(context.Background(), chance); err == nil {
			t.Errorf("%T at a chance move: got no error", bot)
		}
	}
}

// In Count the seat 1 to 3 short of the target wins at once; the seat 4
// short can only hand the win on, so it calls a truce and shares the win.
func TestMCTSMultiPlayer(t *testing.T) {
	tests := []struct {
		players  string
		moves    []string
		want     []string
		min, max float64 // bounds of Stats.Value
	}{
		{"3", []string{"+3", "+3", "+1"}, []string{"+3"}, 0.9, 1},
		{"3", []string{"+3", "+3", "+2"}, []string{"+2"}, 0.9, 1},
		{"3", []string{"+3", "+3", "+3"}, []string{"+1"}, 0.9, 1},
		{"3", []string{"+3", "+3"}, []string{"truce"}, 0.25, 0.4},
		{"4", []string{"+3", "+3"}, []string{"truce"}, 0.18, 0.3},
		{"2", []string{"+3", "+3"}, []string{"truce"}, 0.45, 0.55},
		// 5 short: adding 2 or 3 hands the win to the next seat; adding 1
		// leaves it 4 short, and it calls the truce.
		{"3", []string{"+3", "+2"}, []string{"+1", "truce"}, 0.25, 0.4},
		{"4", []string{"+3", "+2"}, []string{"+1", "truce"}, 0.18, 0.3},
	}
	for _, tt := range tests {
		s := newState(t, toy.Count{}, rules.Options{rules.KeyPlayers: tt.players}, tt.moves...)
		for _, bot := range []*ai.MCTS{{Iterations: 3000, Seed: 1}, {Iterations: 1500, Seed: 2, Threads: 2}} {
			m, st := move(t, bot, s)
			got := s.MoveString(m)
			ok := false
			for _, w := range tt.want {
				ok = ok || got == w
			}
			if !ok {
				t.Errorf("%s players after %v: got %s, want one of %v (stats %+v)", tt.players, tt.moves, got, tt.want, st)
			}
			if st.Value < tt.min || st.Value > tt.max {
				t.Errorf("%s players after %v: Value %.3f, want in [%.2f, %.2f]", tt.players, tt.moves, st.Value, tt.min, tt.max)
			}
		}
	}
}

// raceValues returns the exact chances to win of the seat to move in a
// Race position, after a step and after a roll, with the die's odds or,
// when fair is set, with equally likely faces.
func raceValues(s rules.State, fair bool) (step, roll float64) {
	memo := map[uint64]float64{}
	// value returns the chance to win of seat in s.
	var value func(s rules.State, seat int) float64
	value = func(s rules.State, seat int) float64 {
		if s.Over() {
			return s.Results()[seat]
		}
		key := s.Hash()*2 + uint64(seat)
		if v, ok := memo[key]; ok {
			return v
		}
		moves := s.Legal(nil)
		var v float64
		if s.ToMove() == rules.Chance {
			odds := s.(rules.ChanceState).Odds(moves, nil)
			for i, m := range moves {
				c := s.Clone()
				c.Apply(m)
				p := odds[i]
				if fair {
					p = 1 / float64(len(moves))
				}
				v += p * value(c, seat)
			}
		} else {
			mover := s.ToMove()
			best := -1.0
			for _, m := range moves {
				c := s.Clone()
				c.Apply(m)
				if w := value(c, mover); w > best {
					best, v = w, value(c, seat)
				}
			}
		}
		memo[key] = v
		return v
	}
	seat := s.ToMove()
	c := s.Clone()
	c.Apply(toy.Step)
	step = value(c, seat)
	c = s.Clone()
	c.Apply(toy.Roll)
	roll = value(c, seat)
	return step, roll
}

// In Race the right choice depends on the die's odds: a search that drew
// the faces with equal odds would roll where it should step.
func TestMCTSChance(t *testing.T) {
	for _, start := range []string{"4,5", "6,6", "6,7", "5,8", "0,7"} {
		s := newState(t, toy.Race{}, rules.Options{"Start": start})
		step, roll := raceValues(s, false)
		fairStep, fairRoll := raceValues(s, true)
		want, best := toy.Step, step
		if roll > step {
			want, best = toy.Roll, roll
		}
		t.Logf("start %s: step %.3f roll %.3f; with a fair die step %.3f roll %.3f", start, step, roll, fairStep, fairRoll)
		for _, bot := range []*ai.MCTS{{Iterations: 4000, Seed: 1}, {Iterations: 4000, Seed: 2, RAVE: 0.5}} {
			m, st := move(t, bot, s)
			if m != want {
				t.Errorf("start %s: got %s, want %s (step %.3f, roll %.3f)", start, s.MoveString(m), s.MoveString(want), step, roll)
			}
			if d := st.Value - best; d < -0.12 || d > 0.12 {
				t.Errorf("start %s: Value %.3f, want about %.3f", start, st.Value, best)
			}
		}
	}
	// The first positions do test the odds.
	s := newState(t, toy.Race{}, rules.Options{"Start": "4,5"})
	if step, roll := raceValues(s, true); step >= roll {
		t.Errorf("with a fair die: step %.3f, roll %.3f; want roll better", step, roll)
	}
}

// duelAfterKeep returns the Duel position after the first seat kept, with
// the cards dealt in order.
func duelAfterKeep(t *testing.T, deal string) rules.State {
	return newState(t, toy.Duel{}, rules.Options{"Deal": deal}, "keep")
}

// The search must see only what the seat to move sees: positions that
// differ in hidden cards alone get the same search.
func TestMCTSHiddenSameView(t *testing.T) {
	pairs := []struct{ a, b rules.State }{
		// Seat 1 holds 5; seat 0's card and the deck differ.
		{duelAfterKeep(t, "6,5,1,2,3,4,7"), duelAfterKeep(t, "2,5,7,1,6,3,4")},
		// Seat 0 holds 3 and has not moved.
		{newState(t, toy.Duel{}, rules.Options{"Deal": "3,1,2,4,5,6,7"}), newState(t, toy.Duel{}, rules.Options{"Deal": "3,7,6,5,4,2,1"})},
		// Seat 1 holds 4; seat 0 drew a card it cannot see.
		{newState(t, toy.Duel{}, rules.Options{"Deal": "1,4,7,2,3,5,6"}, "draw"), newState(t, toy.Duel{}, rules.Options{"Deal": "6,4,2,7,1,3,5"}, "draw")},
	}
	for i, p := range pairs {
		seat := p.a.ToMove()
		va, vb := p.a.(rules.Imperfect).View(seat), p.b.(rules.Imperfect).View(seat)
		if va.String() != vb.String() || p.a.String() == p.b.String() {
			t.Fatalf("pair %d: want equal views of different states:\n%s\n%s", i, va, vb)
		}
		for _, seed := range []uint64{1, 2, 3} {
			bot := func() ai.Bot { return &ai.MCTS{Iterations: 500, Seed: seed} }
			ma, sa := move(t, bot(), p.a)
			mb, sb := move(t, bot(), p.b)
			sa.Elapsed, sb.Elapsed = 0, 0
			if ma != mb || !reflect.DeepEqual(sa, sb) {
				t.Errorf("pair %d, seed %d: got %d %+v and %d %+v, want the same", i, seed, ma, sa, mb, sb)
			}
		}
	}
}

// dealString writes a Duel deal option.
func dealString(d []int) string {
	parts := make([]string, len(d))
	for i, c := range d {
		parts[i] = strconv.Itoa(c)
	}
	return strings.Join(parts, ",")
}

// duelExpectations returns the win chances of the seat to move in a Duel
// position, the last of its turn, for each move: as it can tell from its
// view (averaged over every deal it cannot tell from the real one), and
// peeking at the other seat's card (averaged over those deals where the
// other seat holds its real card).
func duelExpectations(t *testing.T, deal []int, moves []string) (view, peek map[string]float64) {
	t.Helper()
	opts := func(d []int) rules.Options {
		return rules.Options{"Cards": strconv.Itoa(len(d)), "Deal": dealString(d)}
	}
	real := newState(t, toy.Duel{}, opts(deal), moves...)
	seat := real.ToMove()
	other := real.(*toy.DuelState).Hand(1 - seat)
	want := real.(rules.Imperfect).View(seat).String()
	view, peek = map[string]float64{}, map[string]float64{}
	var nView, nPeek float64
	// Every arrangement of the cards but seat's own.
	rest := slices.Delete(slices.Clone(deal), seat, seat+1)
	var permute func(k int)
	permute = func(k int) {
		if k < len(rest) {
			for i := k; i < len(rest); i++ {
				rest[k], rest[i] = rest[i], rest[k]
				permute(k + 1)
				rest[k], rest[i] = rest[i], rest[k]
			}
			return
		}
		s := newState(t, toy.Duel{}, opts(slices.Insert(slices.Clone(rest), seat, deal[seat])), moves...)
		if s.(rules.Imperfect).View(seat).String() != want {
			return
		}
		peeks := s.(*toy.DuelState).Hand(1-seat) == other
		nView++
		if peeks {
			nPeek++
		}
		for _, m := range s.Legal(nil) {
			c := s.Clone()
			c.Apply(m)
			if !c.Over() {
				t.Fatalf("not the last move:\n%s", c)
			}
			r := c.Results()[seat]
			view[s.MoveString(m)] += r
			if peeks {
				peek[s.MoveString(m)] += r
			}
		}
	}
	permute(0)
	for k := range view {
		view[k] /= nView
		peek[k] /= nPeek
	}
	return view, peek
}

// The search must not cheat: where seeing the other seat's card would
// change the best move, it plays the best move for what it can see.
func TestMCTSHiddenNoCheat(t *testing.T) {
	tests := []struct {
		deal  []int
		moves []string
	}{
		// Seat 1 holds 5 of 7 against a 6: keeping wins against 4 of the
		// 6 unseen cards, drawing half the time; peeking, it would draw.
		{[]int{6, 5, 1, 2, 3, 4, 7}, []string{"keep"}},
		// Seat 1 holds 3 against a 1: drawing is better unseen, keeping
		// wins for sure.
		{[]int{1, 3, 2, 4, 5, 6, 7}, []string{"keep"}},
		// The same after seat 0 drew.
		{[]int{2, 3, 1, 4, 5, 6, 7}, []string{"draw"}},
		{[]int{1, 5, 6, 2, 3, 4, 7}, []string{"draw"}},
	}
	best := func(v map[string]float64) string {
		if v["keep"] >= v["draw"] {
			return "keep"
		}
		return "draw"
	}
	for _, tt := range tests {
		view, peek := duelExpectations(t, tt.deal, tt.moves)
		want := best(view)
		if best(peek) == want || math.Abs(view["keep"]-view["draw"]) < 0.1 {
			t.Fatalf("deal %v: view %v, peek %v: want a position where peeking changes the move", tt.deal, view, peek)
		}
		s := newState(t, toy.Duel{}, rules.Options{"Deal": dealString(tt.deal)}, tt.moves...)
		for _, bot := range []ai.Bot{&ai.MCTS{Iterations: 2000, Seed: 1}, &ai.MCTS{Iterations: 1000, Seed: 2, Threads: 2}, &ai.MCTS{Iterations: 2000, Seed: 3, RAVE: 0.5}} {
			m, st := move(t, bot, s)
			if got := s.MoveString(m); got != want {
				t.Errorf("deal %v after %v: got %s, want %s (view %v, peek %v)", tt.deal, tt.moves, got, want, view, peek)
			}
			if d := st.Value - view[want]; d < -0.1 || d > 0.1 {
				t.Errorf("deal %v after %v: Value %.3f, want about %.3f", tt.deal, tt.moves, st.Value, view[want])
			}
		}
	}
}

func TestMCTSThreads(t *testing.T) {
	positions := []rules.State{
		newState(t, toy.TicTacToe{}, nil),
		newState(t, toy.Count{}, rules.Options{rules.KeyPlayers: "4"}),
		newState(t, toy.Race{}, nil),
		newState(t, toy.Duel{}, nil),
		withPriors(toy.NewNim(15), nimPrior(2)),
	}
	for _, s := range positions {
		for _, bot := range []*ai.MCTS{
			{Iterations: 400, Threads: 4, Seed: 1},
			{Iterations: 400, Threads: 3, Seed: 1, RAVE: 0.5, Noise: 0.3},
			{Time: 30 * time.Millisecond, Threads: 2},
		} {
			_, st := move(t, bot, s)
			if bot.Iterations > 0 && st.Iterations != bot.Iterations*bot.Threads {
				t.Errorf("%d threads × %d iterations: got %d in all", bot.Threads, bot.Iterations, st.Iterations)
			}
			visits := 0
			for _, ms := range st.Top {
				visits += ms.Visits
			}
			if visits > st.Iterations || visits == 0 {
				t.Errorf("Top visits sum to %d of %d iterations", visits, st.Iterations)
			}
		}
	}
}

// Each simulation adds one level to the tree at most: the first visit of
// a leaf is a playout, and the tree grows by one expansion.
func TestMCTSTreeGrowth(t *testing.T) {
	positions := []rules.State{
		newState(t, toy.TicTacToe{}, nil),
		toy.NewNim(40),
		newState(t, toy.Race{}, rules.Options{"Goal": "40"}),
	}
	for _, s := range positions {
		const iterations = 200
		_, st := move(t, &ai.MCTS{Iterations: iterations, Seed: 1}, s)
		width := 0
		if ms, ok := s.(rules.MoveSpacer); ok {
			width = ms.MoveSpace()
		}
		if max := 1 + (st.Iterations+1)*width; st.Nodes > max {
			t.Errorf("%q: %d nodes after %d simulations, want at most %d", s.String(), st.Nodes, st.Iterations, max)
		}
		if st.Depth > st.Iterations {
			t.Errorf("%q: depth %d after %d simulations", s.String(), st.Depth, st.Iterations)
		}
	}
	// Delayed expansion grows the tree more slowly still.
	s := newState(t, toy.TicTacToe{}, nil)
	_, fast := move(t, &ai.MCTS{Iterations: 500, Seed: 1}, s)
	_, slow := move(t, &ai.MCTS{Iterations: 500, Seed: 1, ExpandBase: 4, ExpandPerDepth: 2}, s)
	if slow.Nodes >= fast.Nodes {
		t.Errorf("expand=4 expanddepth=2: %d nodes, want fewer than %d", slow.Nodes, fast.Nodes)
	}
}

// A tree at its limit stays within it, pruned or, too small to prune,
// no longer growing, and the search still answers.
func TestMCTSMaxNodes(t *testing.T) {
	positions := []rules.State{
		newState(t, toy.TicTacToe{}, nil),
		newState(t, toy.Race{}, nil),
		newState(t, toy.Duel{}, nil),
		newState(t, toy.Duel{}, nil, "keep"),
		newState(t, toy.Count{}, nil),
	}
	for _, s := range positions {
		for _, maxNodes := range []int{1, 2, 20} {
			_, st := move(t, &ai.MCTS{Iterations: 300, MaxNodes: maxNodes, Seed: 1}, s)
			if limit := maxNodes + 10; st.Nodes > limit {
				t.Errorf("MaxNodes %d: %d nodes", maxNodes, st.Nodes)
			}
		}
	}
}

// Every tuning keeps the search working: legal moves, sane values, and the
// Nim win found.
func TestMCTSTunings(t *testing.T) {
	bots := []*ai.MCTS{
		{RAVE: 0.7, RAVEParentMax: 50, RAVEChildMax: 20},
		{ScoreWeight: 0.3},
		{LengthWeight: 0.2},
		{ScoreWeight: 0.3, LengthWeight: 0.12, RAVE: 0.7, ExpandBase: 1, ExpandPerDepth: 0.5},
		{PlayoutDepth: 3},
		{Explore: 0.3, PriorCount: 1},
		{Noise: 0.01},
	}
	positions := []rules.State{
		newState(t, toy.TicTacToe{}, nil),
		newState(t, toy.Race{}, nil),
		newState(t, toy.Duel{}, nil),
		newState(t, toy.Count{}, nil),
	}
	for i, bot := range bots {
		bot.Iterations, bot.Seed = 3000, uint64(i)
		for _, s := range positions {
			move(t, bot, s)
		}
		if bot.PlayoutDepth > 0 {
			continue // Nim's evaluator is poor on purpose
		}
		for _, pile := range []int{5, 6, 7, 9, 10, 11} {
			if m, st := move(t, bot, toy.NewNim(pile)); m != nimWin(pile) {
				t.Errorf("%+v, pile %d: got %d, want %d (stats %+v)", *bot, pile, m, nimWin(pile), st)
			}
		}
	}
}

// Noise picks among the moves at random, weighted by their visits.
func TestMCTSNoise(t *testing.T) {
	s := newState(t, toy.TicTacToe{}, nil)
	seen := map[rules.Move]int{}
	for seed := range uint64(40) {
		m, _ := move(t, &ai.MCTS{Iterations: 300, Seed: seed, Noise: 1}, s)
		seen[m]++
	}
	if len(seen) < 3 {
		t.Errorf("noise 1 played %v, want variety", seen)
	}
	// A won position stays won: the winning move has nearly all visits.
	// A tiny noise, whose weights visits^(1/noise) overflow, is no
	// noise at all.
	for seed := range uint64(20) {
		for _, noise := range []float64{0.2, 0.01, 0.001} {
			if m, _ := move(t, &ai.MCTS{Iterations: 3000, Seed: seed, Noise: noise}, toy.NewNim(7)); m != 3 {
				t.Errorf("noise %v, seed %d: took %d of 7, want 3", noise, seed, m)
			}
		}
	}
}

func TestMCTSTick(t *testing.T) {
	var ticks atomic.Int32
	bot := &ai.MCTS{Time: 150 * time.Millisecond, Tick: func() { ticks.Add(1) }}
	move(t, bot, &pathHashed{State: toy.NewNim(60)})
	if n := ticks.Load(); n < 1 {
		t.Errorf("Tick called %d times in 150ms, want some", n)
	}
	ticks.Store(0)
	ab := &ai.AlphaBeta{Time: 150 * time.Millisecond, Tick: func() { ticks.Add(1) }}
	move(t, ab, &pathHashed{State: toy.NewNim(60)})
	if n := ticks.Load(); n < 1 {
		t.Errorf("alpha-beta: Tick called %d times in 150ms, want some", n)
	}
}

// slowApply is a position whose moves each take d to play, so that a
// search first looks at the clock after its deadline.
type slowApply struct {
	*pathHashed
	d time.Duration
}

func (s *slowApply) Apply(m rules.Move) {
	time.Sleep(s.d)
	s.pathHashed.Apply(m)
}

func (s *slowApply) Clone() rules.State {
	return &slowApply{s.pathHashed.Clone().(*pathHashed), s.d}
}

// TestTickBeforeDeadline checks that a search that first looks at the
// clock after its deadline (a machine busy elsewhere) still calls Tick.
func TestTickBeforeDeadline(t *testing.T) {
	for _, tc := range []struct {
		name string
		bot  func(tick func()) ai.Bot
		pile int
		d    time.Duration
	}{
		{"mcts", func(tick func()) ai.Bot { return &ai.MCTS{Time: 25 * time.Millisecond, Tick: tick} }, 12, 2 * time.Millisecond},
		{"alpha-beta", func(tick func()) ai.Bot { return &ai.AlphaBeta{Time: 25 * time.Millisecond, Tick: tick} }, 60, 10 * time.Millisecond},
	} {
		var ticks atomic.Int32
		move(t, tc.bot(func() { ticks.Add(1) }), &slowApply{&pathHashed{State: toy.NewNim(tc.pile)}, tc.d})
		if ticks.Load() == 0 {
			t.Errorf("%s: Tick never called", tc.name)
		}
	}
}

// TestPriorCut checks that PriorCut leaves the moves far below the best
// prior out of the tree, and only those: in Nim with the winning move
// weighed 4 and the others 1, a cut at 0.5 leaves the winning move alone
// at the root, and a cut at 0.25 leaves all three.
func TestPriorCut(t *testing.T) {
	for _, tt := range []struct {
		cut  float64
		want int
	}{{0, 3}, {0.25, 3}, {0.5, 1}} {
		m := &ai.MCTS{Iterations: 300, Seed: 1, PriorCut: tt.cut, AllMoves: true}
		mv, st := move(t, m, withPriors(toy.NewNim(13), nimPrior(4)))
		if len(st.Top) != tt.want {
			t.Errorf("cut %v: got %d root moves, want %d", tt.cut, len(st.Top), tt.want)
		}
		if mv != nimWin(13) {
			t.Errorf("cut %v: got move %d, want %d", tt.cut, mv, nimWin(13))
		}
	}
}
