package shell

import (
	"testing"
	"time"

	"impasse/internal/toy"
	"impasse/rules"
)

// TestCurtain steps through games of a game with hidden cards: with two
// people at the device each person's turn first hides the board behind a
// curtain until they take the device, and a move chosen hides their
// cards again; with one person, or with no hidden material, nothing is
// ever hidden.
func TestCurtain(t *testing.T) {
	person, computer := Seat{}, Seat{AI: true, Level: 1}
	type step struct {
		do      string // "open", "reveal", "keep", "draw", "forced", "branch0", "undo"
		curtain int
		viewer  int
	}
	for _, tc := range []struct {
		name  string
		game  rules.Game
		opts  rules.Options
		seats []Seat
		steps []step
	}{
		{"two people", toy.Duel{}, nil, []Seat{person, person}, []step{
			{"open", 0, -1},
			{"reveal", -1, 0},
			{"keep", 1, -1}, // seat 0 chose: the curtain falls for seat 1
			{"reveal", -1, 1},
			{"undo", 0, 1}, // seat 1 holds the device on seat 0's turn
			{"reveal", -1, 0},
			{"open", 0, -1}, // a game opened again shows nobody's
			{"reveal", -1, 0},
			{"draw", 1, -1},   // the deck is empty now
			{"reveal", -1, 1}, // seat 1 takes the device
			{"forced", -1, 1}, // it must keep: nobody chose, so its card stays shown (the game is over)
		}},
		{"branch", toy.Duel{}, nil, []Seat{person, person}, []step{
			{"open", 0, -1},
			{"reveal", -1, 0},
			{"keep", 1, -1},
			{"reveal", -1, 1},
			{"branch0", 0, -1}, // whoever moves from there takes the device
		}},
		{"against the computer", toy.Duel{}, nil, []Seat{person, computer}, []step{
			{"open", -1, 0},
			{"reveal", -1, 0},
			{"keep", -1, 0}, // alone with the computer, the cards stay in view
		}},
		{"computer first", toy.Duel{}, nil, []Seat{computer, person}, []step{
			{"open", -1, 1},
			{"keep", -1, 1},
		}},
		{"nothing hidden", toy.TicTacToe{}, nil, []Seat{person, person}, []step{
			{"open", -1, 0},
			{"keep", -1, 1}, // the viewer is whoever moves
			{"reveal", -1, 1},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := tc.opts
			if tc.game.Info().ID == "toy-duel" {
				opts = rules.Options{"Cards": "3", rules.KeySeed: "5"}
			}
			sess, err := NewSession(tc.game, opts, tc.seats, 4)
			if err != nil {
				t.Fatal(err)
			}
			for i, st := range tc.steps {
				switch st.do {
				case "open":
					sess.Open()
				case "reveal":
					sess.Reveal()
				case "keep", "draw":
					m := sess.State().Legal(nil)[0]
					if st.do == "draw" {
						m = toy.Draw
					}
					if err := sess.Play(m); err != nil {
						t.Fatal(err)
					}
				case "forced":
					m, ok := sess.Forced()
					if !ok {
						t.Fatalf("step %d: no forced move", i+1)
					}
					if err := sess.Play(m); err != nil {
						t.Fatal(err)
					}
				case "branch0":
					if err := sess.Branch(0); err != nil {
						t.Fatal(err)
					}
				case "undo":
					sess.Undo()
				}
				if got, want := sess.Curtain(), st.curtain; got != want {
					t.Errorf("step %d (%s): Curtain() got %v, want %v", i+1, st.do, got, want)
				}
				if got, want := sess.Viewer(), st.viewer; got != want {
					t.Errorf("step %d (%s): Viewer() got %v, want %v", i+1, st.do, got, want)
				}
			}
		})
	}
}

// TestBoardState: the board is only ever given the view of the person
// who took the device, and nobody's cards before anyone has.
func TestBoardState(t *testing.T) {
	sess, err := NewSession(toy.Duel{}, rules.Options{rules.KeySeed: "5"}, []Seat{{}, {}}, 4)
	if err != nil {
		t.Fatal(err)
	}
	s := &Shell{sess: sess}
	im := sess.State().(rules.Imperfect)
	if got, want := s.boardState().String(), im.View(-1).String(); got != want {
		t.Errorf("boardState() before anyone took the device: got\n%v\nwant an onlooker's view\n%v", got, want)
	}
	sess.Reveal()
	if got, want := s.boardState().String(), im.View(0).String(); got != want {
		t.Errorf("boardState() once seat 0 took the device: got\n%v\nwant seat 0's view\n%v", got, want)
	}
	if err := sess.Play(toy.Keep); err != nil {
		t.Fatal(err)
	}
	im = sess.State().(rules.Imperfect)
	if got, want := s.boardState().String(), im.View(-1).String(); got != want {
		t.Errorf("boardState() after seat 0 handed over: got\n%v\nwant an onlooker's view\n%v", got, want)
	}
}

// TestOpen: a game opened shows as it stands, the replay closed.
func TestOpen(t *testing.T) {
	for _, tc := range []struct {
		name   string
		replay bool
	}{
		{"not replaying", false},
		{"replaying", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sess, err := NewSession(toy.TicTacToe{}, nil, []Seat{{}, {}}, 4)
			if err != nil {
				t.Fatal(err)
			}
			if err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
				t.Fatal(err)
			}
			if tc.replay {
				sess.ReplayTo(0)
			}
			sess.Open()
			if on, _ := sess.Replaying(); on {
				t.Errorf("Replaying() after Open got %v, want %v", on, false)
			}
		})
	}
}

// TestCurtainStopsClock: while the curtain is up, the clock of the
// person to move stops (they cannot yet see their tiles, nor move); it
// runs again once they take the device.
func TestCurtainStopsClock(t *testing.T) {
	g, _ := rules.Lookup("blockers-expert")
	sess, err := NewSession(g, rules.Options{rules.KeySeed: "3"}, []Seat{{}, {}}, len(rules.LevelsOf(g)))
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1764000000, 0)
	sess.now = func() time.Time { return now }
	if err := sess.SetClock(rules.TimeControl{Base: time.Minute}); err != nil {
		t.Fatal(err)
	}
	sess.Open()
	sess.Reveal()
	if err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	next := sess.ToMove()
	if sess.Curtain() != next {
		t.Fatalf("no curtain for seat %d after the move", next)
	}
	now = now.Add(20 * time.Second)
	if got := sess.Clock().Left(next); got != time.Minute {
		t.Errorf("behind the curtain: got %v left, want %v", got, time.Minute)
	}
	sess.Reveal()
	now = now.Add(5 * time.Second)
	if got, want := sess.Clock().Left(next), 55*time.Second; got != want {
		t.Errorf("the device taken: got %v left, want %v", got, want)
	}
}
