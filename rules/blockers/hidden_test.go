package blockers

import (
	"context"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"impasse/ai"
	"impasse/rules"
)

// swapHidden returns a copy of s in which colour c's rack and pile
// exchange a tile and the rest of the pile is reversed: a state that any
// seat other than c's owner cannot tell apart from s.
func swapHidden(t *testing.T, s *State, c int) *State {
	t.Helper()
	x := *s
	d := int(x.drawn[c])
	if d >= TilesPerColour || x.rack[c] == 0 {
		t.Fatalf("swapHidden: %s has no pile or no rack", ColourNames[c])
	}
	k := bits.TrailingZeros32(x.rack[c])
	x.rack[c] &^= 1 << uint(k)
	x.rack[c] |= 1 << uint(x.pile[c][d])
	x.pile[c][d] = int8(k)
	slices.Reverse(x.pile[c][d:])
	return &x
}

// A view keeps the board, the captures, the seat's own rack and the
// counts, and hides the other racks and every pile's order.
func TestViewHides(t *testing.T) {
	s := midgame(false, 4, 10, 3)
	for seat := 0; seat < 4; seat++ {
		v := s.View(seat).(*State)
		if v.Viewer() != seat || s.Viewer() != -1 {
			t.Errorf("Viewer() = %d (full state %d), want %d (-1)", v.Viewer(), s.Viewer(), seat)
		}
		if v.cell != s.cell || v.capt != s.capt || v.placed != s.placed {
			t.Errorf("View(%d) changed the board, the captures or the placed tiles", seat)
		}
		if !slices.Equal(v.Scores(), s.Scores()) {
			t.Errorf("View(%d).Scores() = %v, want %v", seat, v.Scores(), s.Scores())
		}
		for c := 0; c < 4; c++ {
			if v.RackCount(c) != s.RackCount(c) || v.PileCount(c) != s.PileCount(c) {
				t.Errorf("View(%d): %s holds %d with %d in its pile, want %d and %d", seat, ColourNames[c],
					v.RackCount(c), v.PileCount(c), s.RackCount(c), s.PileCount(c))
			}
			if want := c == seat; (v.rack[c] == s.rack[c] && v.hid[c] == 0) != want {
				t.Errorf("View(%d) shows %s's rack %q: want it shown %v", seat, ColourNames[c], rackString(v, c), want)
			}
			for _, k := range v.pile[c] {
				if k != unknownTile {
					t.Fatalf("View(%d) shows a tile of %s's pile", seat, ColourNames[c])
				}
			}
		}
		if _, ok := v.Setup()[PileTag(Red)]; ok {
			t.Errorf("View(%d).Setup() gives the piles", seat)
		}
	}
}

// Two states a seat cannot tell apart have equal views: String and Hash.
func TestViewIndistinguishable(t *testing.T) {
	for _, tt := range []struct {
		name string
		s    *State
	}{
		{"base 4p", midgame(false, 4, 13, 4)},
		{"base 2p late", midgame(false, 2, 30, 5)},
		{"expert", midgame(true, 2, 21, 6)},
	} {
		s := tt.s
		seat := s.ToMove()
		n, mine := s.coloursOf(seat)
		for c := 0; c < int(s.colours); c++ {
			if s.PileCount(c) == 0 {
				continue
			}
			x := swapHidden(t, s, c)
			isMine := c == mine[0] || n == 2 && c == mine[1]
			if x.String() == s.String() || x.Hash() == s.Hash() {
				t.Fatalf("%s: swapping %s's hidden tiles left the full state unchanged", tt.name, ColourNames[c])
			}
			v, vx := s.View(seat), x.View(seat)
			same := v.String() == vx.String() && v.Hash() == vx.Hash()
			if same == isMine {
				t.Errorf("%s: changing %s's rack, seat %d's view same %v, want %v\n%s\n%s", tt.name, ColourNames[c], seat, same, !isMine, v, vx)
			}
			// Changing only the order of the seat's own pile is
			// invisible to it.
			if isMine {
				y := *s
				slices.Reverse(y.pile[c][y.drawn[c]:])
				if y.View(seat).String() != v.String() || y.View(seat).Hash() != v.Hash() {
					t.Errorf("%s: reordering %s's own pile changed its view", tt.name, ColourNames[c])
				}
			}
			// Scores and evaluation see nothing hidden.
			if !slices.Equal(x.Scores(), s.Scores()) || !slices.Equal(x.Evaluate(nil), s.Evaluate(nil)) {
				t.Errorf("%s: scores or evaluation depend on %s's hidden tiles", tt.name, ColourNames[c])
			}
		}
	}
}

// A sample keeps all that the seat sees and deals each colour's unseen
// tiles, all 28 of each colour accounted for exactly once.
func TestSample(t *testing.T) {
	for _, s := range []*State{midgame(false, 3, 20, 7), midgame(false, 5, 50, 8), midgame(true, 2, 40, 9)} {
		rng := rand.New(rand.NewPCG(1, 1))
		for seat := 0; seat < s.Players(); seat++ {
			view := s.View(seat)
			for i := 0; i < 20; i++ {
				x := s.Sample(seat, rng).(*State)
				if x.Viewer() != -1 {
					t.Fatalf("a sample is a view of %d", x.Viewer())
				}
				if got := x.View(seat); got.String() != view.String() || got.Hash() != view.Hash() {
					t.Fatalf("View(%d) of a sample differs:\n%s\nwant\n%s", seat, got, view)
				}
				for c := 0; c < int(x.colours); c++ {
					all := x.placed[c]
					if x.rack[c]&all != 0 {
						t.Fatalf("%s's rack holds a placed tile", ColourNames[c])
					}
					all |= x.rack[c]
					for _, k := range x.pile[c][x.drawn[c]:] {
						if k < 0 || all&(1<<uint(k)) != 0 {
							t.Fatalf("%s's pile holds %d twice or unknown:\n%s", ColourNames[c], k, x)
						}
						all |= 1 << uint(k)
					}
					if all != allKinds || x.hid[c] != 0 {
						t.Fatalf("%s's 28 tiles are not all dealt: %b, %d hidden", ColourNames[c], all, x.hid[c])
					}
				}
				if !slices.Equal(x.Legal(nil), s.Legal(nil)) && seat == s.ToMove() {
					t.Fatalf("a sample changed the legal moves of the seat to move")
				}
			}
			// Sampling the view is the same as sampling the state.
			a := s.Sample(seat, rand.New(rand.NewPCG(5, 5)))
			b := view.(rules.Imperfect).Sample(seat, rand.New(rand.NewPCG(5, 5)))
			if a.String() != b.String() || a.Hash() != b.Hash() {
				t.Errorf("Sample(%d) of the state and of its view differ with the same rng", seat)
			}
		}
	}
}

// Each unseen tile lands in a hidden rack as often as any other.
func TestSampleUniform(t *testing.T) {
	s := midgame(false, 3, 12, 10)
	seat := s.ToMove()
	c := (seat + 1) % 3
	unseen := allKinds &^ s.placed[c]
	n := bits.OnesCount32(unseen)
	rack := s.RackCount(c)
	const trials = 20000
	var inRack, firstDraw [NumKinds]int
	rng := rand.New(rand.NewPCG(2, 2))
	for range trials {
		x := s.Sample(seat, rng).(*State)
		for r := x.rack[c]; r != 0; r &= r - 1 {
			inRack[bits.TrailingZeros32(r)]++
		}
		firstDraw[x.pile[c][x.drawn[c]]]++
	}
	want := float64(trials) * float64(rack) / float64(n)
	wantDraw := float64(trials) / float64(n)
	for k := 0; k < NumKinds; k++ {
		if unseen&(1<<uint(k)) == 0 {
			if inRack[k] != 0 || firstDraw[k] != 0 {
				t.Errorf("%s, already placed, was dealt", TileName(Kind(k)))
			}
			continue
		}
		if d := math.Abs(float64(inRack[k]) - want); d > 5*math.Sqrt(want) {
			t.Errorf("%s in %s's rack %d times in %d samples, want about %.0f", TileName(Kind(k)), ColourNames[c], inRack[k], trials, want)
		}
		if d := math.Abs(float64(firstDraw[k]) - wantDraw); d > 5*math.Sqrt(wantDraw) {
			t.Errorf("%s as %s's next draw %d times in %d samples, want about %.0f", TileName(Kind(k)), ColourNames[c], firstDraw[k], trials, wantDraw)
		}
	}
}

// A view can be played by its seat: the same legal moves, and its draw
// is a tile it cannot know yet.
func TestViewPlayable(t *testing.T) {
	s := midgame(false, 4, 6, 11)
	seat := s.ToMove()
	v := s.View(seat).(*State)
	if !slices.Equal(v.Legal(nil), s.Legal(nil)) {
		t.Fatalf("View(%d).Legal() differs from the state's", seat)
	}
	m := v.GreedyMove(rand.New(rand.NewPCG(1, 1)))
	v.Apply(m)
	s.Apply(m)
	if v.RackCount(seat) != s.RackCount(seat) || v.hid[seat] != 1 {
		t.Errorf("after %s in the view: %d tiles, %d unseen; want %d with the draw unseen", s.MoveString(m), v.RackCount(seat), v.hid[seat], s.RackCount(seat))
	}
	if v.ToMove() != s.ToMove() || v.cell != s.cell {
		t.Errorf("the view and the state went different ways")
	}
}

// The AI decides from what its seat sees: changing the hidden tiles of
// the others (consistently with its view) changes neither its move nor
// its search.
func TestAIDoesNotPeek(t *testing.T) {
	for _, tt := range []struct {
		name string
		s    *State
	}{
		{"base 2p", midgame(false, 2, 8, 21)},
		{"base 4p", midgame(false, 4, 17, 22)},
		{"base 5p late", midgame(false, 5, 90, 23)},
		{"expert", midgame(true, 2, 25, 24)},
	} {
		s := tt.s
		seat := s.ToMove()
		other := s.Sample(seat, rand.New(rand.NewPCG(99, 99))).(*State)
		if other.String() == s.String() {
			t.Fatalf("%s: the sample holds the same hidden tiles", tt.name)
		}
		search := func(x *State) (rules.Move, ai.Stats) {
			m, st, err := (&ai.MCTS{Iterations: 300, Seed: 7}).Move(context.Background(), x)
			if err != nil {
				t.Fatal(err)
			}
			return m, st
		}
		m1, st1 := search(s)
		m2, st2 := search(other)
		if m1 != m2 || st1.Iterations != st2.Iterations || st1.Nodes != st2.Nodes {
			t.Errorf("%s: MCTS plays %s (%d iterations, %d nodes) and %s (%d, %d) in two states seat %d cannot tell apart",
				tt.name, s.MoveString(m1), st1.Iterations, st1.Nodes, s.MoveString(m2), st2.Iterations, st2.Nodes, seat)
		}
		g1, _, _ := ai.NewGreedy(3).Move(context.Background(), s)
		g2, _, _ := ai.NewGreedy(3).Move(context.Background(), other)
		if g1 != g2 {
			t.Errorf("%s: the greedy player plays %s and %s", tt.name, s.MoveString(g1), s.MoveString(g2))
		}
	}
}

// An onlooker, View(-1), sees no rack but the expert racks turned face
// up, and the same board and counts as everyone.
func TestViewOnlooker(t *testing.T) {
	for _, s := range []*State{midgame(false, 4, 10, 3), midgame(true, 2, 90, 4)} {
		v := s.View(-1).(*State)
		for c := 0; c < int(s.colours); c++ {
			known, unseen := v.Rack(c)
			if want := s.expert && !s.InPlay(c); (len(known) > 0) != want {
				t.Errorf("expert %v: onlooker sees %s's rack %v, want shown %v", s.expert, ColourNames[c], known, want)
			}
			if len(known)+unseen != s.RackCount(c) {
				t.Errorf("expert %v: onlooker counts %d tiles for %s, want %d", s.expert, len(known)+unseen, ColourNames[c], s.RackCount(c))
			}
		}
		if v.cell != s.cell || v.capt != s.capt {
			t.Errorf("expert %v: the onlooker's board or captures differ", s.expert)
		}
	}
}
