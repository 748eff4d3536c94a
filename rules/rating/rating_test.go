package rating

import (
	"math"
	"testing"
)

func near(a, b, eps float64) bool { return math.Abs(a-b) <= eps }

// "the score a player rated rp is expected to make against an opponent
// rated ro: 1/(1+10^((ro-rp)/400))"
func TestExpected(t *testing.T) {
	for _, tt := range []struct {
		rp, ro, want float64
	}{
		{800, 800, 0.5},           // equal ratings: an even game
		{1200, 800, 10.0 / 11},    // 400 more: ten to one
		{800, 1200, 1.0 / 11},     // 400 less: one to ten
		{1000, 800, 0.7597469267}, // 200 more
	} {
		if got := Expected(tt.rp, tt.ro); !near(got, tt.want, 1e-9) {
			t.Errorf("Expected(%v, %v) = %v, want %v", tt.rp, tt.ro, got, tt.want)
		}
	}
}

// "40 for a new player's first 30 games ... and 20 afterwards"
func TestKFactor(t *testing.T) {
	for _, tt := range []struct {
		played int
		want   float64
	}{{0, 40}, {29, 40}, {30, 20}, {500, 20}} {
		if got := KFactor(tt.played); got != tt.want {
			t.Errorf("KFactor(%d) = %v, want %v", tt.played, got, tt.want)
		}
	}
}

// "r moved by K·(score − Expected(r, opponent)), where score is 1 for a
// win, 1/2 for a draw and 0 for a loss"
func TestUpdate(t *testing.T) {
	for _, tt := range []struct {
		name          string
		r, opp, score float64
		played        int
		want          float64
	}{
		{"a win between equals, first game", 800, 800, 1, 0, 820},
		{"a loss between equals, first game", 800, 800, 0, 0, 780},
		{"a draw between equals moves nothing", 800, 800, 0.5, 0, 800},
		{"a draw against a stronger level gains", 800, 1200, 0.5, 0, 800 + 40*(0.5-1.0/11)},
		{"a win between equals after 30 games", 800, 800, 1, 30, 810},
		{"a win against a level 400 stronger", 800, 1200, 1, 0, 800 + 40*(1-1.0/11)},
		{"a loss against a level 400 weaker", 1200, 800, 0, 40, 1200 - 20*10.0/11},
	} {
		if got := Update(tt.r, tt.opp, tt.score, tt.played); !near(got, tt.want, 1e-9) {
			t.Errorf("%s: Update(%v, %v, %v, %d) = %v, want %v", tt.name, tt.r, tt.opp, tt.score, tt.played, got, tt.want)
		}
	}
}

func TestStart(t *testing.T) {
	if Start != Anchor {
		t.Errorf("Start = %v, want the gentlest level's rating %v", Start, Anchor)
	}
}

// Fit's sentences: level 0 rated Anchor; one virtual draw per pair; a
// level that met no other is NaN.
func TestFit(t *testing.T) {
	// 75% is 190.85 points; the virtual draw makes it 75.5/101.
	d := func(s, n float64) float64 { p := (s + 0.5) / (n + 1); return 400 * math.Log10(p/(1-p)) }
	for _, tt := range []struct {
		name    string
		n       int
		results []Result
		want    []float64
	}{
		{"an even match", 2, []Result{{0, 1, 100, 50}}, []float64{800, 800}},
		{"level 1 scores 75 of 100", 2, []Result{{0, 1, 100, 25}}, []float64{800, 800 + d(75, 100)}},
		{"the same written the other way", 2, []Result{{1, 0, 100, 75}}, []float64{800, 800 + d(75, 100)}},
		{"a clean sweep is finite", 2, []Result{{0, 1, 100, 0}}, []float64{800, 800 + d(100, 100)}},
		{"a chain adds its steps", 3, []Result{{0, 1, 100, 25}, {1, 2, 100, 50}}, []float64{800, 800 + d(75, 100), 800 + d(75, 100)}},
		{"two matches of one pair add up", 2, []Result{{0, 1, 50, 10}, {0, 1, 50, 15}}, []float64{800, 800 + d(75, 100)}},
		{"a level that met none", 3, []Result{{0, 1, 100, 50}}, []float64{800, 800, math.NaN()}},
	} {
		got := Fit(tt.n, tt.results)
		for i := range tt.want {
			if math.IsNaN(tt.want[i]) != math.IsNaN(got[i]) || !math.IsNaN(got[i]) && !near(got[i], tt.want[i], 1e-6) {
				t.Errorf("%s: Fit = %v, want %v", tt.name, got, tt.want)
				break
			}
		}
	}
	if got := Fit(2, []Result{{0, 1, 100, 0}}); !near(got[1]-got[0], 921, 1) {
		t.Errorf("100 wins in 100 games: %v points, want about 921", got[1]-got[0])
	}
}
