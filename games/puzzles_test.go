//go:build !wasm

package games_test

import (
	"strings"
	"testing"

	_ "impasse/games"
	"impasse/rules"
	"impasse/rules/lesson"
	"impasse/rules/puzzle"
)

// minPuzzles is the fewest puzzles a game's file may ship.
const minPuzzles = 30

// plainGame is a game whose states have none of their optional powers
// (plain): a search of them tries every move.
type plainGame struct{ rules.Game }

func (g plainGame) New(opts rules.Options) (rules.State, error) {
	s, err := g.Game.New(opts)
	if err != nil {
		return nil, err
	}
	return plain{s}, nil
}

// plain is a State with none of its optional powers.
type plain struct{ rules.State }

func (p plain) Clone() rules.State { return plain{p.State.Clone()} }

// plainMoves bounds the legal moves of a puzzle's position proved
// without a race's shortcuts, to keep the test quick.
const plainMoves = 100

// Every shipped puzzle file belongs to a registered two-player game of
// perfect information or a game played alone with a solver, holds
// enough puzzles, each at its own position, and each proves again by
// exact search: its line the only win in the fewest moves, or played
// alone the only way to the best score; a race's (Blockade, Cul de Sac)
// also without the search's shortcuts for races, minPuzzles of them at
// least. A spoilt answer does not prove.
func TestShippedPuzzles(t *testing.T) {
	files := puzzle.Shipped()
	if len(files) == 0 {
		t.Fatal("no puzzle file shipped")
	}
	for id, text := range files {
		f := id + ".txt"
		t.Run(id, func(t *testing.T) {
			g, ok := rules.Lookup(id)
			if !ok {
				t.Fatalf("%s: no game %s", f, id)
			}
			info := g.Info()
			if puzzle.KindOf(g) == puzzle.Alone {
				if s, err := g.New(nil); err != nil {
					t.Fatalf("%s: %v", f, err)
				} else if _, ok := s.(rules.Solver); !ok {
					t.Fatalf("%s: %s is played alone and has no solver", f, info.Title)
				}
			} else if info.MinPlayers > 2 || info.MaxPlayers < 2 || info.Hidden || info.Chance {
				t.Fatalf("%s: %s is not a two-player game of perfect information", f, info.Title)
			}
			ps, err := puzzle.Parse(text, puzzle.KindOf(g))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if len(ps) < minPuzzles {
				t.Errorf("%s: got %d puzzles, want %d at least", f, len(ps), minPuzzles)
			}
			seen := map[uint64]int{}
			races, plainly := 0, 0
			for i := range ps {
				p := &ps[i]
				s, err := p.Position(g)
				if err != nil {
					t.Errorf("puzzle %d: %v", i+1, err)
					continue
				}
				if j, dup := seen[s.Hash()]; dup {
					t.Errorf("puzzle %d: the position of puzzle %d again", i+1, j)
				}
				seen[s.Hash()] = i + 1
				if err := puzzle.Check(g, p, 0); err != nil {
					t.Errorf("puzzle %d (%s): %v", i+1, strings.Join(p.Line, " "), err)
				}
				// A race's puzzle was mined with the race's shortcuts
				// (rules.Racer): one whose position offers few moves
				// (Blockade's once the walls are all placed, against
				// ~2,000 with walls in hand) proves without them too,
				// every move tried.
				if _, ok := s.(rules.Racer); ok {
					races++
					if len(s.Legal(nil)) <= plainMoves {
						plainly++
						if err := puzzle.Check(plainGame{g}, p, 0); err != nil {
							t.Errorf("puzzle %d (%s) without the race's shortcuts: %v", i+1, strings.Join(p.Line, " "), err)
						}
					}
				}
			}
			if races > 0 && plainly < minPuzzles {
				t.Errorf("%d of %d puzzles proved without the race's shortcuts, want %d at least", plainly, races, minPuzzles)
			}
			// The first puzzle with another move than its answer proves
			// no more.
			p := ps[0]
			s, _ := p.Position(g)
			for _, m := range s.Legal(nil) {
				if text := s.MoveString(m); text != p.Line[0] {
					p.Line = append([]string{text}, p.Line[1:]...)
					break
				}
			}
			if err := puzzle.Check(g, &p, 0); err == nil {
				t.Errorf("puzzle 1 with the answer %s proves", p.Line[0])
			}
		})
	}
}

// TestPuzzlesApartFromLessons: no shipped puzzle sets up the position of
// a step of its game's lesson, where a player who took the lesson would
// meet its answer again.
func TestPuzzlesApartFromLessons(t *testing.T) {
	lessons := lesson.Shipped()
	for id, text := range puzzle.Shipped() {
		g, _ := rules.Lookup(id)
		l, err := lesson.Parse(lessons[id])
		if err != nil {
			t.Errorf("%s: lesson: %v", id, err)
			continue
		}
		steps, err := lesson.Positions(g, l)
		if err != nil {
			t.Errorf("%s: lesson: %v", id, err)
			continue
		}
		ps, err := puzzle.Parse(text, puzzle.KindOf(g))
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		for i := range ps {
			s, err := ps[i].Position(g)
			if err != nil {
				t.Errorf("%s puzzle %d: %v", id, i+1, err)
				continue
			}
			if step, ok := steps[s.Hash()]; ok {
				t.Errorf("%s puzzle %d: got the position of the lesson's step %d, want a position of its own", id, i+1, step)
			}
		}
	}
}
