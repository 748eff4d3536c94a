package blockade

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"impasse/ai/aitest"
	"impasse/rules"
	"impasse/rules/rulestest"
)

// midgame returns the position after n playout moves from the start.
func midgame(culdesac bool, n int, seed uint64) *State {
	return rulestest.Midgame(NewState(culdesac), n, rand.New(rand.NewPCG(seed, 0)))
}

// BenchmarkLegal measures full legal move generation (every pawn move
// with every legal wall).
func BenchmarkLegal(b *testing.B) {
	for _, bc := range []struct {
		name string
		ply  int
	}{{"start", 0}, {"ply10", 10}, {"ply20", 20}, {"ply30", 30}} {
		b.Run(bc.name, func(b *testing.B) { rulestest.BenchLegal(b, midgame(false, bc.ply, 1)) })
	}
}

func BenchmarkPlayout(b *testing.B) {
	for _, culdesac := range []bool{false, true} {
		name := "blockade"
		if culdesac {
			name = "culdesac"
		}
		b.Run(name, func(b *testing.B) { rulestest.BenchPlayout(b, NewState(culdesac), rand.New(rand.NewPCG(1, 2))) })
	}
}

func BenchmarkEvaluate(b *testing.B) {
	s := midgame(false, 20, 1)
	var buf []float64
	for b.Loop() {
		buf = s.Evaluate(buf)
	}
}

func BenchmarkSearchMoves(b *testing.B) {
	s := midgame(false, 12, 1)
	var buf []rules.Move
	for b.Loop() {
		s.analyse().hash = 0 // recompute the analysis each time
		buf = s.SearchMoves(buf)
	}
	b.ReportMetric(float64(len(buf)), "moves")
}

// BenchmarkWallLegal measures the path rule for one wall and pawn move,
// over all the places of a midgame position.
func BenchmarkWallLegal(b *testing.B) {
	s := midgame(false, 24, 3)
	p := int(s.toMove)
	free := s.freeWalls(p)
	for b.Loop() {
		for w := Wall(0); w < NumWalls; w++ {
			if free.has(w) {
				s.wallLegal(p, w, s.pawns[p])
			}
		}
	}
	b.ReportMetric(float64(free.count()), "places")
}

// BenchmarkDistMap measures a breadth-first search over the whole board.
func BenchmarkDistMap(b *testing.B) {
	s := midgame(false, 20, 1)
	var d [NumSquares]uint8
	for b.Loop() {
		s.open.distMap(goalSet[0], &d)
	}
}

// BenchmarkDistTo measures the distance of two pawns to their goals.
func BenchmarkDistTo(b *testing.B) {
	s := midgame(false, 20, 1)
	for b.Loop() {
		steps(&s.open, 0, s.pawns[0])
	}
}

// BenchmarkLegalNaive is the straightforward alternative to Legal, for
// comparison: a flood fill from every pawn for every free place and pawn
// move (bit-parallel fills, but no lattice groups and no sharing between
// pawn moves).
func BenchmarkLegalNaive(b *testing.B) {
	for _, bc := range []struct {
		name string
		ply  int
	}{{"start", 0}, {"ply20", 20}, {"ply30", 30}} {
		b.Run(bc.name, func(b *testing.B) {
			s := midgame(false, bc.ply, 1)
			p := int(s.toMove)
			n := 0
			for b.Loop() {
				n = 0
				free := s.freeWalls(p)
				for _, pm := range s.pawnMoves(p, nil) {
					pawns := s.movedPawns(p, &pm)
					for w := Wall(0); w < NumWalls; w++ {
						if free.has(w) {
							if _, _, _, cut := s.cutBy(p, w, pawns); !cut {
								n++
							}
						}
					}
				}
			}
			b.ReportMetric(float64(n), "moves")
		})
	}
}

// BenchmarkSearch measures the AI on a middle-game position: MCTS
// simulations per second (the Medium level's 1,000) and alpha-beta nodes
// per second (a depth-3 search, the Easy level's).
func BenchmarkSearch(b *testing.B) {
	for _, culdesac := range []bool{false, true} {
		name := "blockade"
		if culdesac {
			name = "culdesac"
		}
		s := midgame(culdesac, 10, 1)
		b.Run(name+"/mcts", func(b *testing.B) {
			aitest.BenchSearch(b, rules.Level{Search: rules.SearchMCTS, Iterations: 1000}, s, "sims/s")
		})
		b.Run(name+"/alphabeta", func(b *testing.B) {
			aitest.BenchSearch(b, rules.Level{Search: rules.SearchAlphaBeta, Depth: 3}, s, "nodes/s")
		})
	}
}

// BenchmarkReplayLong replays records of long games that never meet a
// position three times (after the walls, pawn moves alone): the time per
// move stays the same however long the game (151,000 moves: a 1 MB
// record).
func BenchmarkReplayLong(b *testing.B) {
	for _, n := range []int{10000, 40000, 151000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			_, moves := longGame(n, 7)
			rec, err := rules.ParseRecord(rules.NewRecord(Blockade{}, NewState(false), moves).String())
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, _, err := rules.Replay(Blockade{}, rec); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(moves)), "moves")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/move")
		})
	}
}
