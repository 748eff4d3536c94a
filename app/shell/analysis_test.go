package shell

import (
	"math"
	"slices"
	"strings"
	"testing"

	"impasse/aiproto"
	"impasse/app/i18n"
	"impasse/rules"
)

// twoPlayers returns an analysis of a Blokus Duo game of five moves
// with the given values (the mover's, NaN unknown), over as resigned by
// Orange when over is set.
func twoPlayers(t *testing.T, values []float64, over bool) *analysis {
	t.Helper()
	s := duo(t, Seat{}, Seat{AI: true, Level: 1})
	playText(t, s, "h3,h4,h5,i5,j5", "d9,e9,e10,e11,f11", "g6,f7,g7,h7,g8", "g10,h10,h11,i11,i12", "i8,i9,j9,j10")
	if over {
		if err := s.Resign(1); err != nil {
			t.Fatal(err)
		}
	}
	a := newAnalysis(s)
	for k, v := range values {
		if !math.IsNaN(v) {
			a.answer(k, &aiproto.Stats{Iterations: 1000, Value: v})
		}
	}
	return a
}

// TestAnalysisCurves: in a game of two each position gives both seats'
// chances (the other's the complement), the end their results.
func TestAnalysisCurves(t *testing.T) {
	nan := math.NaN()
	a := twoPlayers(t, []float64{0.5, 0.6, nan, 0.3, 0.8}, true)
	if got, want := a.movers, []int{0, 1, 0, 1, 0}; !slices.Equal(got, want) {
		t.Fatalf("movers: got %v, want %v", got, want)
	}
	at, v := a.curve(0)
	if want := []int{0, 1, 3, 4, 5}; !slices.Equal(at, want) {
		t.Errorf("positions: got %v, want %v", at, want)
	}
	if want := []float64{0.5, 0.4, 0.7, 0.8, 1}; !approxEqual(v, want) {
		t.Errorf("Purple's chances: got %v, want %v", v, want)
	}
	if done, total := a.progress(); done != 4 || total != 5 {
		t.Errorf("progress: got %d of %d, want 4 of 5", done, total)
	}
	if k, ok := a.next(); !ok || k != 2 {
		t.Errorf("next: got %d %v, want 2 true", k, ok)
	}
}

// TestBlunders: a move's loss is its player's chances before it less
// those at the next position where they are known; small losses are not
// blunders; the worst comes first.
func TestBlunders(t *testing.T) {
	// Purple 0.5 → (Orange 0.6: Purple 0.4): Purple's move lost 0.1.
	// Orange 0.6 → (Purple 0.8: Orange 0.2): Orange's move lost 0.4.
	// Purple 0.8 → (Orange 0.5: Purple 0.5): Purple's move lost 0.3.
	// Orange 0.5 → (Purple 0.9: Orange 0.1): Orange's move lost 0.4.
	// Purple 0.9 → not over: no position after it.
	a := twoPlayers(t, []float64{0.5, 0.6, 0.8, 0.5, 0.9}, false)
	got := a.blunders(3)
	want := []blunder{{Move: 1, Seat: 1, Loss: 0.4}, {Move: 3, Seat: 1, Loss: 0.4}, {Move: 2, Seat: 0, Loss: 0.3}}
	if len(got) != len(want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	for i := range got {
		if got[i].Move != want[i].Move || got[i].Seat != want[i].Seat || math.Abs(got[i].Loss-want[i].Loss) > 1e-9 {
			t.Errorf("blunder %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
	if got := a.blunders(1); len(got) != 1 || got[0].Move != 1 {
		t.Errorf("the worst alone: got %+v", got)
	}
}

// TestUnsearchedMoves: a move the worker played unsearched (the only
// one, or its book's) answers its position without a value, so that its
// 1/2 is neither drawn nor taken for a loss: the move before it is
// judged by the next position valued, and the analysis goes on past it.
func TestUnsearchedMoves(t *testing.T) {
	nan := math.NaN()
	a := twoPlayers(t, []float64{0.9, 0.1, 0.9, nan, 0.9}, true)
	a.answer(3, &aiproto.Stats{Value: 0.5}) // Orange's only move
	if done, total := a.progress(); done != 5 || total != 5 {
		t.Errorf("progress: got %d of %d, want 5 of 5", done, total)
	}
	if k, ok := a.next(); ok {
		t.Errorf("next: got %d, want none", k)
	}
	at, v := a.curve(0)
	if want := []int{0, 1, 2, 4, 5}; !slices.Equal(at, want) {
		t.Errorf("positions: got %v, want %v", at, want)
	}
	if want := []float64{0.9, 0.9, 0.9, 0.9, 1}; !approxEqual(v, want) {
		t.Errorf("Purple's chances: got %v, want %v", v, want)
	}
	if got := a.blunders(5); len(got) != 0 {
		t.Errorf("blunders: got %+v, want none", got)
	}
}

// TestAnalysisMultiPlayer: with more than two seats a seat's chances are
// known only where it was to move, and at the end.
func TestAnalysisMultiPlayer(t *testing.T) {
	a := &analysis{players: 3, movers: []int{0, 1, 2, 0}, value: []float64{0.4, 0.3, 0.3, 0.2},
		line: make([]rules.Move, 4), final: []float64{0, 1, 0}}
	at, v := a.curve(0)
	if !slices.Equal(at, []int{0, 3, 4}) || !approxEqual(v, []float64{0.4, 0.2, 0}) {
		t.Errorf("seat 1: got %v %v, want [0 3 4] [0.4 0.2 0]", at, v)
	}
	got := a.blunders(5)
	// Seat 1: 0.4 → 0.2 (0.2); seat 3: 0.3 → 0 (0.3); seat 1 again:
	// 0.2 → 0 (0.2); seat 2: 0.3 → 1, a gain.
	if len(got) != 3 || got[0].Seat != 2 {
		t.Errorf("got %+v, want three, seat 3's first", got)
	}
}

func approxEqual(a, b []float64) bool {
	return slices.EqualFunc(a, b, func(x, y float64) bool { return math.Abs(x-y) < 1e-9 })
}

// TestAnalysisLastPosition: while the game goes on, the position it has
// come to is evaluated too, so that the curves reach the right end.
func TestAnalysisLastPosition(t *testing.T) {
	a := twoPlayers(t, []float64{0.5, 0.6, 0.8, 0.5, 0.9}, false)
	if k, ok := a.next(); !ok || k != 5 {
		t.Fatalf("next: got %d %v, want 5 true", k, ok)
	}
	if done, total := a.progress(); done != 5 || total != 6 {
		t.Errorf("progress: got %d of %d, want 5 of 6", done, total)
	}
	a.value[5] = 0.7 // Orange's chances after move 5
	at, v := a.curve(0)
	if want := []int{0, 1, 2, 3, 4, 5}; !slices.Equal(at, want) {
		t.Errorf("positions: got %v, want %v", at, want)
	}
	if want := []float64{0.5, 0.4, 0.8, 0.5, 0.9, 0.3}; !approxEqual(v, want) {
		t.Errorf("Purple's chances: got %v, want %v", v, want)
	}
	if _, _, seat := a.request(5); seat != 1 {
		t.Errorf("the last position's mover: got %d, want 1", seat)
	}
}

// TestAnalysisShown: the analysis comes under the replay of a game of
// several seats, not of one played alone, whose solver tells no value.
func TestAnalysisShown(t *testing.T) {
	g, _ := rules.Lookup("solitaire")
	alone, err := NewSession(g, rules.Options{}, []Seat{{}}, 4)
	if err != nil {
		t.Fatal(err)
	}
	two := duo(t, Seat{}, Seat{})
	playText(t, two, "e10")
	playText(t, alone, alone.State().MoveString(alone.State().Legal(nil)[0]))
	for _, tt := range []struct {
		name string
		sess *Session
		want bool
	}{{"Blokus Duo", two, true}, {"Solitaire", alone, false}} {
		tt.sess.ReplayTo(0)
		s := &Shell{sess: tt.sess}
		if got := s.analysisOf(i18n.English).Shown; got != tt.want {
			t.Errorf("%s: shown %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestAnalysisRated: a rated game is analysed once over, not while it
// goes on, where the winning chances would help the person as a hint
// would; the panel says so.
func TestAnalysisRated(t *testing.T) {
	sess := duo(t, Seat{}, Seat{AI: true, Level: 1})
	if err := sess.rate(800); err != nil {
		t.Fatal(err)
	}
	playText(t, sess, "e10")
	sess.ReplayTo(0)
	s := &Shell{sess: sess}
	if p := s.analysisOf(i18n.English); p.CanAnalyse || !strings.HasPrefix(p.NotNow, "A rated game can be analysed once it is over") {
		t.Errorf("going on: can analyse %v, said %q, want false and why", p.CanAnalyse, p.NotNow)
	}
	if err := sess.Resign(0); err != nil {
		t.Fatal(err)
	}
	if p := s.analysisOf(i18n.English); !p.CanAnalyse || p.NotNow != "" {
		t.Errorf("over: can analyse %v, said %q, want true and nothing", p.CanAnalyse, p.NotNow)
	}
}
