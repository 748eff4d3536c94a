package blockade

import (
	"math/rand/v2"
	"testing"

	"impasse/rules"
)

// longGame plays up to n turns from the start, each drawn at random
// among those that neither win nor meet a position a third time, and
// returns the state and the moves. Every turn places a wall until they
// run out (at turn 36): the rest are pawn moves alone.
func longGame(n int, seed uint64) (*State, []rules.Move) {
	rng := rand.New(rand.NewPCG(seed, 1))
	s := NewState(false)
	var moves []rules.Move
	var buf []rules.Move
	for len(moves) < n {
		buf = s.Legal(buf)
		rng.Shuffle(len(buf), func(i, j int) { buf[i], buf[j] = buf[j], buf[i] })
		played := false
		for _, m := range buf {
			s.Apply(m)
			if !s.Over() {
				moves = append(moves, m)
				played = true
				break
			}
			s.Undo()
		}
		if !played {
			break
		}
	}
	return s, moves
}

// scanRepeats counts the occurrences of the position now since the last
// wall by looking at every one, as the rule says.
func scanRepeats(s *State) int {
	n := 0
	for i := int(s.repStart); i < len(s.hist); i++ {
		if s.hist[i].hash == s.hash && (len(s.hist)-1-i)%2 == 0 {
			n++
		}
	}
	return n
}

// TestRepeatsLongGame checks the count of repetitions far beyond the
// plies looked at one by one: while the game goes on, after Undo, in a
// clone, and the draw on the third occurrence.
func TestRepeatsLongGame(t *testing.T) {
	const n = 36 + 3*countFrom
	s, moves := longGame(n, 7)
	if len(moves) < n {
		t.Fatalf("long game: got %d moves, want %d", len(moves), n)
	}
	// Replayed, every position counts as the rule says.
	r := NewState(false)
	for i, m := range moves {
		r.Apply(m)
		if got, want := r.repeats(), scanRepeats(r); got != want {
			t.Fatalf("after move %d: repeats got %d, want %d", i+1, got, want)
		}
	}
	if r.Hash() != s.Hash() || r.Over() {
		t.Fatalf("replay: got hash %x (over %v), want %x", r.Hash(), r.Over(), s.Hash())
	}
	// Undo keeps the count right, and so does a clone.
	for range countFrom / 2 {
		r.Undo()
		if got, want := r.repeats(), scanRepeats(r); got != want {
			t.Fatalf("after Undo at ply %d: repeats got %d, want %d", r.Ply(), got, want)
		}
	}
	c := r.Clone().(*State)
	for _, m := range moves[r.Ply():] {
		r.Apply(m)
		c.Apply(m)
		if got, want := c.repeats(), r.repeats(); got != want {
			t.Fatalf("clone at ply %d: repeats got %d, want %d", c.Ply(), got, want)
		}
	}
	// A pawn back and forth meets a position a third time: a draw, and
	// not before.
	var back []rules.Move
	for _, m := range s.Legal(nil) {
		if _, w := decode(m); w == NoWall && m != Pass {
			from, to := pawnFromTo(int(m) / wallParts)
			back = []rules.Move{m, 0, MakeMove(to, from, NoWall), 0}
			break
		}
	}
	var other []rules.Move
	d := s.Clone().(*State)
	d.Apply(back[0])
	for _, m := range d.Legal(nil) {
		if _, w := decode(m); w == NoWall && m != Pass {
			from, to := pawnFromTo(int(m) / wallParts)
			other = []rules.Move{m, MakeMove(to, from, NoWall)}
			break
		}
	}
	back[1], back[3] = other[0], other[1]
	for round := 1; ; round++ {
		for i, m := range back {
			s.Apply(m)
			if s.Over() {
				if round != 2 || i != 3 || s.Winner() != -1 {
					t.Fatalf("over in round %d after move %d (winner %d), want a draw after round 2's last move", round, i+1, s.Winner())
				}
				return
			}
		}
		if round > 2 {
			t.Fatalf("no draw after %d rounds of the same four moves", round)
		}
	}
}
