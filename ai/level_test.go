package ai_test

import (
	"context"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"impasse/ai"
	"impasse/internal/toy"
	"impasse/rules"
)

// noLevels is a game whose Leveler lists no level.
type noLevels struct{ toy.Count }

func (noLevels) Levels() []rules.Level { return nil }

func TestLevels(t *testing.T) {
	tests := []struct {
		game rules.Game
		want []rules.Level
	}{
		{toy.Count{}, rules.DefaultLevels}, // no Leveler
		{noLevels{}, rules.DefaultLevels},  // an empty one
		{toy.Nim{}, toy.Nim{}.Levels()},
	}
	for _, tt := range tests {
		if got := ai.Levels(tt.game); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Levels(%T) = %v, want %v", tt.game, got, tt.want)
		}
	}
}

func TestForLevel(t *testing.T) {
	// The default levels are MCTS with their budgets.
	for i, l := range rules.DefaultLevels {
		b, err := ai.ForLevel(toy.Count{}, strconv.Itoa(i+1), 5)
		if err != nil {
			t.Fatalf("level %d: %v", i+1, err)
		}
		m, ok := b.(*ai.MCTS)
		if !ok {
			t.Fatalf("level %d: got %T, want *ai.MCTS", i+1, b)
		}
		if m.Iterations != l.Iterations || m.Time != time.Duration(l.Millis)*time.Millisecond || m.Noise != l.Noise || m.Seed != 5 {
			t.Errorf("level %d: got %+v, want the budget of %+v", i+1, *m, l)
		}
	}
	// Nim lists its own.
	wantTypes := []string{"*ai.Random", "*ai.GreedyBot", "*ai.MCTS", "*ai.AlphaBeta"}
	for i, want := range wantTypes {
		b, err := ai.ForLevel(toy.Nim{}, strconv.Itoa(i+1), 1)
		if err != nil {
			t.Fatalf("Nim level %d: %v", i+1, err)
		}
		if got := reflect.TypeOf(b).String(); got != want {
			t.Errorf("Nim level %d: got %s, want %s", i+1, got, want)
		}
	}
	if b, _ := ai.ForLevel(toy.Nim{}, "3", 1); b.(*ai.MCTS).Explore != 0.9 || b.(*ai.MCTS).Iterations != 300 {
		t.Errorf("Nim level 3: got %+v, want 300 iterations and explore=0.9", b)
	}
	if b, _ := ai.ForLevel(toy.Nim{}, "4", 1); b.(*ai.AlphaBeta).Depth != 60 {
		t.Errorf("Nim level 4: got %+v, want depth 60", b)
	}
	// The baselines, by name, for any game.
	for _, g := range []rules.Game{toy.Count{}, toy.Nim{}} {
		for name, want := range map[string]string{"random": "*ai.Random", "greedy": "*ai.GreedyBot"} {
			b, err := ai.ForLevel(g, name, 1)
			if err != nil || reflect.TypeOf(b).String() != want {
				t.Errorf("ForLevel(%T, %q) = %T, %v; want %s", g, name, b, err, want)
			}
		}
	}
	// Bad levels.
	bad := []struct {
		game  rules.Game
		level string
		max   int
	}{
		{toy.Count{}, "0", 4}, {toy.Count{}, "5", 4}, {toy.Count{}, "-1", 4}, {toy.Count{}, "x", 4},
		{toy.Count{}, "", 4}, {toy.Count{}, " 1", 4}, {toy.Count{}, "1.5", 4}, {toy.Count{}, "Random", 4},
		{toy.Count{}, "99999999999999999999", 4}, {toy.Count{}, "mcts", 4},
		{toy.Nim{}, "5", 4}, {toy.Nim{}, "0", 4},
	}
	for _, tt := range bad {
		b, err := ai.ForLevel(tt.game, tt.level, 1)
		if err == nil {
			t.Errorf("ForLevel(%T, %q) = %T, want an error", tt.game, tt.level, b)
			continue
		}
		if want := "1 to " + strconv.Itoa(tt.max); !strings.Contains(err.Error(), want) {
			t.Errorf("ForLevel(%T, %q): error %q, want it to say %q", tt.game, tt.level, err, want)
		}
	}
}

func TestFromLevel(t *testing.T) {
	if b, err := ai.FromLevel(rules.Level{Search: rules.SearchRandom + 1}, 1); err == nil {
		t.Errorf("unknown search: got %T, want an error", b)
	}
	b, err := ai.FromLevel(rules.Level{Search: rules.SearchAlphaBeta, Depth: 7, Millis: 250, Noise: 0.1}, 3)
	if ab, ok := b.(*ai.AlphaBeta); err != nil || !ok || ab.Depth != 7 || ab.Time != 250*time.Millisecond || ab.Noise != 0.1 || ab.Seed != 3 {
		t.Errorf("alphabeta level: got %+v, %v", b, err)
	}
	// No search named: MCTS, tuned.
	b, err = ai.FromLevel(rules.Level{
		Iterations: 10,
		Tuning: rules.Tuning{Explore: 1.5, PriorCount: 2, RAVE: 0.7, ScoreWeight: 0.3, LengthWeight: 0.12,
			ExpandBase: 1, ExpandPerDepth: 0.5, PlayoutDepth: 7, Threads: 2, PriorCut: 0.001, NoPriors: true, Book: true, Reuse: true},
	}, 1)
	m, ok := b.(*ai.MCTS)
	if err != nil || !ok {
		t.Fatalf("mcts level: got %T, %v", b, err)
	}
	want := ai.MCTS{Iterations: 10, Seed: 1, Explore: 1.5, PriorCount: 2, RAVE: 0.7, ScoreWeight: 0.3,
		LengthWeight: 0.12, ExpandBase: 1, ExpandPerDepth: 0.5, PlayoutDepth: 7, Threads: 2, PriorCut: 0.001, NoPriors: true,
		Book: true, Reuse: true}
	if !reflect.DeepEqual(*m, want) {
		t.Errorf("tuned: got %+v, want %+v", *m, want)
	}
	// A tuning the search does not read is an error, not silently ignored.
	for _, bad := range []rules.Level{
		{Search: rules.SearchAlphaBeta, Depth: 2, Tuning: rules.Tuning{Book: true, Reuse: true}},
		{Search: rules.SearchGreedy, Tuning: rules.Tuning{Book: true}},
		{Search: rules.SearchRandom, Tuning: rules.Tuning{Threads: 2}},
		{Search: rules.SearchSolve, Millis: 10, Tuning: rules.Tuning{RAVE: 0.5}},
	} {
		if b, err := ai.FromLevel(bad, 1); err == nil {
			t.Errorf("%+v: got %T, want an error", bad, b)
		}
	}
}

// A level with a two-player search runs it in a game of two players and
// its own search in a game of more.
func TestFromLevelTwoPlayers(t *testing.T) {
	l := rules.Level{Search: rules.SearchRandom, TwoPlayers: &rules.Level{Search: rules.SearchGreedy}}
	for _, tt := range []struct {
		players   string
		wantTruce bool // greedy plays Count's last move, truce, every time
	}{
		{"2", true},
		{"3", false},
		{"4", false},
	} {
		s := policyState{newState(t, toy.Count{}, rules.Options{rules.KeyPlayers: tt.players})}
		truces := 0
		for seed := range uint64(30) {
			b, err := ai.FromLevel(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			if m, _ := move(t, b, s); m == toy.Truce {
				truces++
			}
		}
		if got := truces == 30; got != tt.wantTruce {
			t.Errorf("%s players: %d truces in 30 moves, want all 30: %v", tt.players, truces, tt.wantTruce)
		}
	}
	if b, err := ai.FromLevel(rules.Level{Search: rules.SearchMCTS, TwoPlayers: &rules.Level{Search: -1}}, 1); err == nil {
		t.Errorf("an unknown two-player search: got %T, want an error", b)
	}
}

// Every level of every toy game plays legal moves.
func TestLevelsPlay(t *testing.T) {
	games := []struct {
		game  rules.Game
		moves []string
	}{
		{toy.Nim{}, []string{"1"}},
		{toy.Count{}, []string{"+2"}},
		{toy.Race{}, []string{"step"}},
		{toy.Duel{}, nil},
		{toy.TicTacToe{}, []string{"b2"}},
	}
	for _, g := range games {
		s := newState(t, g.game, nil, g.moves...)
		levels := []string{"random", "greedy"}
		for i, l := range ai.Levels(g.game) {
			if l.Millis == 0 && l.Iterations <= 2000 {
				levels = append(levels, strconv.Itoa(i+1))
			}
		}
		for _, level := range levels {
			b, err := ai.ForLevel(g.game, level, 1)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := b.(*ai.AlphaBeta); ok {
				if _, ok := s.(rules.Evaluator); !ok {
					continue
				}
			}
			move(t, b, s)
		}
	}
}

// policyState gives a State a playout policy that plays its last legal
// move.
type policyState struct{ rules.State }

func (p policyState) Clone() rules.State { return policyState{p.State.Clone()} }

func (p policyState) PlayoutMove(*rand.Rand) rules.Move {
	l := p.Legal(nil)
	return l[len(l)-1]
}

func TestBaselines(t *testing.T) {
	// Greedy uses the game's heuristic: Nim grabs all it may.
	for pile := 1; pile <= 6; pile++ {
		if m, _ := move(t, ai.NewGreedy(uint64(pile)), toy.NewNim(pile)); int(m) != min(3, pile) {
			t.Errorf("greedy, pile %d: took %d, want %d", pile, m, min(3, pile))
		}
	}
	// Else the playout policy, else a random move.
	s := newState(t, toy.Count{}, nil)
	if m, _ := move(t, ai.NewGreedy(1), policyState{s}); m != toy.Truce {
		t.Errorf("greedy with a policy: got %s, want truce", s.MoveString(m))
	}
	seen := map[rules.Move]bool{}
	for seed := range uint64(30) {
		m, _ := move(t, ai.NewGreedy(seed), s)
		seen[m] = true
		m, _ = move(t, ai.NewRandom(seed), s)
		seen[m] = true
	}
	if len(seen) != 4 {
		t.Errorf("random moves in Count: %v, want all 4", seen)
	}
	// On hidden information, greedy sees the view only.
	d := newState(t, toy.Duel{}, nil)
	if _, _, err := ai.NewGreedy(1).Move(context.Background(), d); err != nil {
		t.Errorf("greedy in Duel: %v", err)
	}
}
