package table

import (
	"math/rand/v2"
	"testing"
)

// randomPos returns a full board drawn at random.
func randomPos(rng *rand.Rand) Pos {
	var p Pos
	cells := rng.Perm(16)
	i := 0
	for s := 0; s < 2; s++ {
		for k, n := range [3]int{1, 2, 2} {
			for ; n > 0; n-- {
				p[s][k] |= 1 << cells[i]
				i++
			}
		}
	}
	return p
}

func TestIndexRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 100000; n++ {
		p := Canonical(randomPos(rng))
		ph := rng.IntN(6)
		i := Index(&p, ph)
		if i < 0 || i >= Size {
			t.Fatalf("index %d out of range", i)
		}
		if q, qph := Decode(i); q != p || qph != ph {
			t.Fatalf("Decode(Index(%v, %d)) = %v, %d", p, ph, q, qph)
		}
		for g := 0; g < 8; g++ {
			if c := Canonical(p.sym(g)); c != p {
				t.Fatalf("Canonical of symmetry %d of %v: got %v, want %v", g, p, c, p)
			}
		}
	}
}

// BenchmarkSuccessors measures the moves of a position, the step of
// every pass of the retrograde analysis.
func BenchmarkSuccessors(b *testing.B) {
	var buf []int
	i := 0
	for b.Loop() {
		p, ph := Decode(i)
		buf = Successors(&p, ph, buf)
		i = (i + 997) % Size
	}
}

// The commands' -table must name a table: an empty name or a missing
// file is an error, not a solver over nothing.
func TestOpenSolverRefusesNoTable(t *testing.T) {
	for _, name := range []string{"", t.TempDir() + "/missing"} {
		if sv, err := OpenSolver(name); err == nil {
			t.Errorf("OpenSolver(%q): got %v, want an error", name, sv)
		}
	}
}
