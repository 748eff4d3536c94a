package blockers

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"impasse/rules"
)

// The greedy move lowers the mover's score most: here joining red's two
// groups with the 5 on E5.
func TestGreedyMove(t *testing.T) {
	s := position(t, pos{players: 2, tiles: []string{"red:4@E4", "red:6@E6", "blue:1@A1"}, racks: map[int]string{Red: "5 A B C D"}})
	rng := rand.New(rand.NewPCG(1, 1))
	for range 20 {
		if got := s.MoveString(s.GreedyMove(rng)); got != "5@E5" {
			t.Fatalf("GreedyMove() = %s, want 5@E5", got)
		}
	}
	// Among equal moves it chooses at random.
	s = position(t, pos{players: 2, racks: map[int]string{Red: "1 2 3 4 5"}})
	seen := map[rules.Move]bool{}
	for range 50 {
		seen[s.GreedyMove(rng)] = true
	}
	if len(seen) < 10 {
		t.Errorf("GreedyMove on an empty board chose %d different moves in 50, want many", len(seen))
	}
	// Counted captures cost: a capture in the colour already captured
	// most adds a point; one in another colour does not.
	s = position(t, pos{players: 3, tiles: []string{"red:4@E4", "blue:5@E5", "yellow:3@E3"},
		captured: []string{"0 blue:1"}, racks: map[int]string{Red: "5 E A B C"}})
	for _, tt := range []struct {
		move  string
		delta int
	}{
		{"5@E5", 1}, // joins E4, but blue is the colour red captured most
		{"E@E3", 0}, // joins E4 and captures yellow, still one blue most
		{"5@A5", 1}, // a new group
		{"E@E9", 1},
	} {
		m, err := s.ParseMove(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		s.fresh()
		_, _, sq := s.decode(m)
		if got := s.scoreDelta(Red, Red, sq, s.maxCapt(Red)); got != tt.delta {
			t.Errorf("score change of %s = %d, want %d", tt.move, got, tt.delta)
		}
	}
}

// The playout policy plays legal moves and mostly good ones.
func TestPlayoutMove(t *testing.T) {
	s := position(t, pos{players: 2, tiles: []string{"red:4@E4", "red:6@E6", "blue:1@A1"}, racks: map[int]string{Red: "5 A B C D"}})
	rng := rand.New(rand.NewPCG(2, 2))
	join := 0
	for range 200 {
		m := s.PlayoutMove(rng)
		if !rules.IsLegal(s, m) {
			t.Fatalf("PlayoutMove() = %d, not legal", m)
		}
		if s.MoveString(m) == "5@E5" {
			join++
		}
	}
	if join < 150 {
		t.Errorf("PlayoutMove() joined the two groups %d times in 200, want most", join)
	}
}

// SearchMoves keeps the best moves, always including the greedy one.
func TestSearchMoves(t *testing.T) {
	s := midgame(false, 4, 20, 3)
	legal := s.Legal(nil)
	sm := s.SearchMoves(nil)
	if len(sm) == 0 || len(sm) > searchWidth {
		t.Fatalf("SearchMoves() = %d moves, want 1 to %d", len(sm), searchWidth)
	}
	for _, m := range sm {
		if !slices.Contains(legal, m) {
			t.Errorf("SearchMoves() lists %s, not legal", s.MoveString(m))
		}
	}
	p := s.ToMove()
	best := math.MaxInt
	for _, m := range legal {
		_, _, sq := s.decode(m)
		best = min(best, s.scoreDelta(p, p, sq, s.maxCapt(p)))
	}
	found := false
	for _, m := range sm {
		_, _, sq := s.decode(m)
		found = found || s.scoreDelta(p, p, sq, s.maxCapt(p)) == best
	}
	if !found {
		t.Errorf("SearchMoves() %v holds no move of the best score change %d", sm, best)
	}
}

// Evaluate: shares in [0,1] summing to 1, the lowest score the most.
func TestEvaluate(t *testing.T) {
	s := position(t, pos{players: 3, tiles: []string{"red:1@A1", "blue:9@I9", "blue:7@I7", "yellow:C@C5", "yellow:E@E5", "yellow:G@G5"}})
	v := s.Evaluate(nil)
	sum := 0.0
	for _, x := range v {
		if x < 0 || x > 1 {
			t.Errorf("Evaluate() = %v, want values in [0,1]", v)
		}
		sum += x
	}
	if math.Abs(sum-1) > 1e-9 || !(v[Red] > v[Blue] && v[Blue] > v[Yellow]) {
		t.Errorf("Evaluate() = %v for scores %v, want shares summing to 1, lowest score highest", v, s.Scores())
	}
	s.Ended = true
	if got := s.Evaluate(nil); !slices.Equal(got, s.Results()) {
		t.Errorf("Evaluate() at the end = %v, want the results %v", got, s.Results())
	}
}

// Priors favour joining moves.
func TestPriors(t *testing.T) {
	s := position(t, pos{players: 2, tiles: []string{"red:4@E4", "red:6@E6"}, racks: map[int]string{Red: "5 A B C D"}})
	legal := s.Legal(nil)
	w := make([]float64, len(legal))
	s.Priors(legal, w)
	join, _ := s.ParseMove("5@E5")
	other, _ := s.ParseMove("5@A5")
	i, j := slices.Index(legal, join), slices.Index(legal, other)
	if !(w[i] > w[j]) || w[j] <= 0 {
		t.Errorf("Priors: 5@E5 %v, 5@A5 %v; want the join heavier and both positive", w[i], w[j])
	}
}
