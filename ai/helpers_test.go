package ai_test

import (
	"context"
	"math"
	"testing"

	"impasse/ai"
	"impasse/internal/toy"
	"impasse/rules"
)

// newState starts game g with opts and plays moves given in notation.
func newState(t testing.TB, g rules.Game, opts rules.Options, moves ...string) rules.State {
	t.Helper()
	s, err := g.New(opts)
	if err != nil {
		t.Fatalf("%s.New(%v): %v", g.Info().ID, opts, err)
	}
	for _, m := range moves {
		if _, err := rules.Play(s, m); err != nil {
			t.Fatalf("%s: move %s: %v\n%s", g.Info().ID, m, err, s)
		}
	}
	return s
}

// move asks bot for a move in s, failing the test on an error or an
// illegal move, and checks that s is left alone.
func move(t testing.TB, bot ai.Bot, s rules.State) (rules.Move, ai.Stats) {
	t.Helper()
	before, hash := s.String(), s.Hash()
	m, st, err := bot.Move(context.Background(), s)
	if err != nil {
		t.Fatalf("Move: %v\n%s", err, s)
	}
	if !rules.IsLegal(s, m) {
		t.Fatalf("Move: got %d, not a legal move in\n%s", m, s)
	}
	if s.String() != before || s.Hash() != hash {
		t.Fatalf("Move changed the position:\n%s\nwant\n%s", s, before)
	}
	checkStats(t, st)
	return m, st
}

// checkStats checks the values of st are sane.
func checkStats(t testing.TB, st ai.Stats) {
	t.Helper()
	if st.Value < 0 || st.Value > 1 || math.IsNaN(st.Value) {
		t.Errorf("Stats.Value = %v, want a value in [0, 1]", st.Value)
	}
	if st.Iterations < 0 || st.Nodes < 0 || st.Depth < 0 || st.Elapsed < 0 {
		t.Errorf("Stats = %+v, want counts >= 0", st)
	}
	if len(st.Top) > 5 {
		t.Errorf("len(Stats.Top) = %d, want at most 5", len(st.Top))
	}
	for _, ms := range st.Top {
		if ms.Value < 0 || ms.Value > 1 || math.IsNaN(ms.Value) || ms.Visits < 0 {
			t.Errorf("Stats.Top has %+v, want a value in [0, 1]", ms)
		}
	}
}

// nimWin returns the winning move from a Nim pile, or 0 when the pile is
// lost.
func nimWin(pile int) rules.Move { return rules.Move(pile % 4) }

// priorState gives any State priors, and hides its other capabilities
// (Copier, MoveSpacer, Evaluator): the search then takes its plain paths.
type priorState struct {
	rules.State
	weight func(s rules.State, m rules.Move) float64
}

func withPriors(s rules.State, weight func(rules.State, rules.Move) float64) rules.State {
	return &priorState{s, weight}
}

func (p *priorState) Clone() rules.State { return &priorState{p.State.Clone(), p.weight} }

func (p *priorState) Priors(moves []rules.Move, w []float64) {
	for i, m := range moves {
		w[i] = p.weight(p.State, m)
	}
}

// nimPrior weighs the winning move of a Nim position by good and the
// others by 1 (a misleading prior when good < 1).
func nimPrior(good float64) func(rules.State, rules.Move) float64 {
	return func(s rules.State, m rules.Move) float64 {
		if m == nimWin(s.(*toy.NimState).Pile()) {
			return good
		}
		return 1
	}
}

// pathHashed hashes a position by the moves that led to it, so that a
// transposition table never meets the same position twice by different
// paths: alpha-beta then searches a tree, with exact minimax values, and
// a big Nim pile takes as long as one likes.
type pathHashed struct {
	rules.State
	h uint64
}

func (p *pathHashed) Apply(m rules.Move) {
	p.State.Apply(m)
	p.h = (p.h ^ uint64(m+1)) * 0x100000001b3
	p.h ^= p.h >> 29
}

func (p *pathHashed) Hash() uint64 { return p.h }

func (p *pathHashed) Clone() rules.State { return &pathHashed{p.State.Clone(), p.h} }

func (p *pathHashed) Evaluate(buf []float64) []float64 {
	return p.State.(rules.Evaluator).Evaluate(buf)
}
