package blokusduo

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"impasse/rules"
)

// The weights of the priors (priorWeights, piecePriors) and of the
// pieces in simulations (gammaSize, gammaCorner) are fitted to
// self-play: a log-linear model of the share of a search's visits each
// move got, among the moves searched (the priors, each phase of the game
// on its own positions) or among all legal ones (the simulations), by
// Newton's method on the likelihood. The games come
// from impasse selfplay, its searches first without priors, then with
// the weights of the fit before, each round's searches learning from the
// last round's:
//
//	impasse selfplay --game blokusduo --no-priors --iterations 50000 --games 100 --out DIR/a
//	go test ./rules/blokusduo -run TestFitWeights -fit DIR
//
// prints them as Go.
var fitDir = flag.String("fit", "", "`directory` of impasse selfplay files of Blokus Duo to fit the priors' and simulations' weights to")

// featureNames are the names of the priorFeature constants, to print.
var featureNames = [numPriorFeatures]string{
	"featLocal", "featCellHot", "featCellCold", "featCellReach", "featSideOpp", "featSideKill", "featSideForb", "featSideOther",
	"featCornerOwn", "featCornerBad", "featCornerFree0", "featCornerFree1", "featCornerFree2", "featCornerFree3", "featCornerFree4",
	"featCornerReach",
}

// phaseNames are the names of the priorPhase constants, to print.
var phaseNames = [numPhases]string{"phaseOpening", "phaseLater"}

// A choice is one move chosen among k: x holds k rows of features, one
// per candidate, and target the share of the choices each got.
type choice struct {
	x      []float64
	target []float64
}

func TestFitWeights(t *testing.T) {
	if *fitDir == "" {
		t.Skip("no -fit directory")
	}
	files, err := filepath.Glob(filepath.Join(*fitDir, "*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("-fit %s: no files (%v)", *fitDir, err)
	}
	var priors [numPhases][]choice
	var playout []choice
	for _, name := range files {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range strings.Split(strings.TrimSpace(string(text)), "\n") {
			s, visits, err := parseVisits(line)
			if err != nil {
				t.Fatalf("%s:%d: %v", name, n+1, err)
			}
			pc, ok1 := choiceOf(s.SearchMoves(nil), visits, s.priorRow)
			sc, ok2 := choiceOf(s.Legal(nil), visits, s.playoutRow)
			if !ok1 || !ok2 {
				t.Fatalf("%s:%d: no visits to a move searched there", name, n+1)
			}
			ph := s.phase()
			priors[ph], playout = append(priors[ph], pc), append(playout, sc)
		}
	}
	t.Logf("%d files: %d positions", len(files), len(playout))

	// Each phase is fitted on its own positions.
	var fitted [numPhases][]float64
	for ph := range numPhases {
		before := append(priorWeights[ph][:], piecePriors[ph][:]...)
		w := fitLogit(t, priors[ph], len(before), 1)
		// Only ratios matter: the pieces' weights are shifted so that
		// the heaviest weighs one.
		pieces := w[numPriorFeatures:]
		top := slices.Max(pieces)
		for p := range pieces {
			pieces[p] -= top
		}
		t.Logf("priors, %s (%d positions): mean log-likelihood %.4f before, %.4f fitted",
			phaseNames[ph], len(priors[ph]), meanLogLikelihood(priors[ph], before), meanLogLikelihood(priors[ph], w))
		fitted[ph] = w
	}
	fmt.Println("var priorWeights = [numPhases][numPriorFeatures]float64{")
	for ph, w := range fitted {
		fmt.Printf("\t%s: {\n", phaseNames[ph])
		for f, v := range w[:numPriorFeatures] {
			fmt.Printf("\t\t%s: %.3f,\n", featureNames[f], v)
		}
		fmt.Println("\t},")
	}
	fmt.Println("}")
	fmt.Println("var piecePriors = [numPhases][NumPieces]float64{")
	for ph, w := range fitted {
		fmt.Printf("\t%s: {\n", phaseNames[ph])
		for p, v := range w[numPriorFeatures:] {
			fmt.Printf("\t\t%.3f, // %s\n", v, Piece(p).Name())
		}
		fmt.Println("\t},")
	}
	fmt.Println("}")

	g := fitLogit(t, playout, 2, 1)
	t.Logf("simulations: mean log-likelihood %.4f before, %.4f fitted", meanLogLikelihood(playout, []float64{math.Log(gammaSize), math.Log(gammaCorner)}), meanLogLikelihood(playout, g))
	fmt.Printf("gammaSize   = %.2f\ngammaCorner = %.2f\n", math.Exp(g[0]), math.Exp(g[1]))
}

// parseVisits reads a line "MOVES|MOVE=VISITS ...": the position after
// MOVES (separated by ";") and the visits of its moves.
func parseVisits(line string) (*State, map[rules.Move]float64, error) {
	played, counts, ok := strings.Cut(line, "|")
	if !ok {
		return nil, nil, errors.New("no '|'")
	}
	s := NewState()
	if played != "" {
		for _, mv := range strings.Split(played, ";") {
			if _, err := rules.Play(s, mv); err != nil {
				return nil, nil, err
			}
		}
	}
	visits := map[rules.Move]float64{}
	for _, field := range strings.Fields(counts) {
		mv, n, ok := strings.Cut(field, "=")
		v, err := strconv.Atoi(n)
		if !ok || err != nil {
			return nil, nil, fmt.Errorf("%q: want MOVE=VISITS", field)
		}
		m, err := s.ParseMove(mv)
		if err != nil {
			return nil, nil, err
		}
		visits[m] = float64(v)
	}
	return s, visits, nil
}

// choiceOf returns the choice among moves, each drawn with its share of
// the visits, with their features by row; ok is false when none of them
// was visited.
func choiceOf(moves []rules.Move, visits map[rules.Move]float64, row func(rules.Move) []float64) (ch choice, ok bool) {
	total := 0.0
	for _, m := range moves {
		ch.x = append(ch.x, row(m)...)
		ch.target = append(ch.target, visits[m])
		total += visits[m]
	}
	for i := range ch.target {
		ch.target[i] /= total
	}
	return ch, total > 0
}

// priorRow returns the features of the priors of m (priorCounts), then
// one for each piece, 1 for its own.
func (s *State) priorRow(m rules.Move) []float64 {
	var row []float64
	for _, n := range s.priorCounts(m) {
		row = append(row, float64(n))
	}
	piece := make([]float64, NumPieces)
	piece[placements[m].piece] = 1
	return append(row, piece...)
}

// playoutRow returns the features of the simulations' weight of m's
// piece: its size and its corner potential less one.
func (s *State) playoutRow(m rules.Move) []float64 {
	p := Piece(placements[m].piece)
	return []float64{float64(p.Size()), float64(cornerPotential(orientations(p)[0]) - 1)}
}

// fitLogit returns the weights w of nf features that maximise the
// likelihood of the choices, each candidate drawn with odds exp(w·x),
// less lambda/2 |w|² (which also settles features whose sum is the same
// for every candidate).
func fitLogit(t *testing.T, data []choice, nf int, lambda float64) []float64 {
	w := make([]float64, nf)
	for iter := range 50 {
		grad := make([]float64, nf)
		hess := make([]float64, nf*nf)
		for f := range nf {
			grad[f] = -lambda * w[f]
			hess[f*nf+f] = lambda
		}
		for _, ch := range data {
			k := len(ch.x) / nf
			p := softmax(ch.x, w, nf)
			mean := make([]float64, nf)
			for i := range k {
				row := ch.x[i*nf : (i+1)*nf]
				for f, v := range row {
					mean[f] += p[i] * v
				}
				for a, va := range row {
					if va == 0 {
						continue
					}
					for b, vb := range row {
						hess[a*nf+b] += p[i] * va * vb
					}
				}
			}
			for i, ti := range ch.target {
				for f, v := range ch.x[i*nf : (i+1)*nf] {
					grad[f] += ti * v
				}
			}
			for f := range nf {
				grad[f] -= mean[f]
				for b := range nf {
					hess[f*nf+b] -= mean[f] * mean[b]
				}
			}
		}
		step := solve(hess, grad, nf)
		// A step is at most 1 in any weight: far from the optimum, a
		// rare feature's full step overshoots.
		if big := maxAbs(step); big > 1 {
			for f := range step {
				step[f] /= big
			}
		}
		size := 0.0
		for f := range nf {
			w[f] += step[f]
			size = max(size, math.Abs(step[f]))
		}
		if size < 1e-6 {
			t.Logf("converged after %d Newton steps", iter+1)
			return w
		}
	}
	t.Fatal("Newton's method did not converge in 50 steps")
	return nil
}

// softmax returns each candidate's odds exp(w·x), normalised.
func softmax(x, w []float64, nf int) []float64 {
	k := len(x) / nf
	p := make([]float64, k)
	top := math.Inf(-1)
	for i := range k {
		for f := range nf {
			p[i] += w[f] * x[i*nf+f]
		}
		top = max(top, p[i])
	}
	sum := 0.0
	for i := range p {
		p[i] = math.Exp(p[i] - top)
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum
	}
	return p
}

// meanLogLikelihood is the mean log-odds of the choices under w.
func meanLogLikelihood(data []choice, w []float64) float64 {
	sum := 0.0
	for _, ch := range data {
		p := softmax(ch.x, w, len(w))
		for i, ti := range ch.target {
			if ti > 0 {
				sum += ti * math.Log(p[i])
			}
		}
	}
	return sum / float64(len(data))
}

// maxAbs returns the largest absolute value in v.
func maxAbs(v []float64) float64 {
	m := 0.0
	for _, x := range v {
		m = max(m, math.Abs(x))
	}
	return m
}

// solve returns x with a x = b, a being n × n and positive definite, by
// Gaussian elimination.
func solve(a, b []float64, n int) []float64 {
	a, b = append([]float64(nil), a...), append([]float64(nil), b...)
	for col := range n {
		piv := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r*n+col]) > math.Abs(a[piv*n+col]) {
				piv = r
			}
		}
		for c := range n {
			a[col*n+c], a[piv*n+c] = a[piv*n+c], a[col*n+c]
		}
		b[col], b[piv] = b[piv], b[col]
		for r := col + 1; r < n; r++ {
			f := a[r*n+col] / a[col*n+col]
			for c := col; c < n; c++ {
				a[r*n+c] -= f * a[col*n+c]
			}
			b[r] -= f * b[col]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		v := b[r]
		for c := r + 1; c < n; c++ {
			v -= a[r*n+c] * x[c]
		}
		x[r] = v / a[r*n+r]
	}
	return x
}

// TestFitLogit checks that the fit finds the weights the choices were
// drawn with: each choice's shares are the odds of three known weights,
// so the likelihood is greatest there (less the small penalty).
func TestFitLogit(t *testing.T) {
	want := []float64{1.2, -0.7, 0.3}
	rng := rand.New(rand.NewPCG(1, 1))
	var data []choice
	for range 300 {
		var ch choice
		k := 2 + rng.IntN(8)
		for range 3 * k {
			ch.x = append(ch.x, float64(rng.IntN(5)))
		}
		ch.target = softmax(ch.x, want, 3)
		data = append(data, ch)
	}
	got := fitLogit(t, data, 3, 1e-6)
	for f := range want {
		if math.Abs(got[f]-want[f]) > 1e-3 {
			t.Errorf("weight %d: got %.4f, want %.4f", f, got[f], want[f])
		}
	}
}

// TestParseVisits checks a line of impasse selfplay: the position after
// its moves and the visits of each move, and the lines it refuses.
func TestParseVisits(t *testing.T) {
	s, visits, err := parseVisits("f8,f9,g9,e10,f10|j4,i5,j5,k5,j6=7 i5,j5,k5,j6,j7=3")
	if err != nil {
		t.Fatal(err)
	}
	if s.Plies != 1 || s.ToMove() != 1 {
		t.Errorf("got ply %d with seat %d to move, want ply 1, seat 1", s.Plies, s.ToMove())
	}
	m, _ := s.ParseMove("j4,i5,j5,k5,j6")
	if len(visits) != 2 || visits[m] != 7 {
		t.Errorf("got visits %v, want two moves, j4,i5,j5,k5,j6 with 7", visits)
	}
	ch, ok := choiceOf(s.SearchMoves(nil), visits, s.playoutRow)
	if !ok || ch.target[slices.Index(s.SearchMoves(nil), m)] != 0.7 {
		t.Errorf("got a choice (ok %v) without 70%% of the visits on j4,i5,j5,k5,j6", ok)
	}
	if _, ok := choiceOf(s.SearchMoves(nil), nil, s.playoutRow); ok {
		t.Error("a choice with no visits: got ok, want not")
	}
	for _, bad := range []string{
		"f8,f9,g9,e10,f10 j4,i5,j5,k5,j6=7", // no '|'
		"a1,a2|j4,i5,j5,k5,j6=7",            // an illegal move played
		"|j4,i5,j5,k5,j6",                   // no visits
		"|j4,i5,j5,k5,j6=x",                 // visits not a number
		"|a1,a2=3",                          // an illegal move visited
	} {
		if _, _, err := parseVisits(bad); err == nil {
			t.Errorf("parseVisits(%q): got no error, want one", bad)
		}
	}
}

// TestFeatureNames checks that the names the fit prints its weights
// under name every feature and phase once: a feature added without its
// name would be printed as ": 0.123".
func TestFeatureNames(t *testing.T) {
	seen := map[string]bool{}
	for _, name := range append(featureNames[:], phaseNames[:]...) {
		if name == "" || seen[name] {
			t.Errorf("got name %q empty or twice, want every feature and phase named once", name)
		}
		seen[name] = true
	}
}
