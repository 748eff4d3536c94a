package buchholzview

import (
	"html"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/blocus"
	bz "impasse/rules/buchholz"
	"impasse/rules/empire"
	"impasse/rules/porte"
	"impasse/rules/saute"
	"impasse/rules/solitaire"
)

// newBoard returns the board of game id given props.
func newBoard(t *testing.T, id string, props view.Props) *Board {
	t.Helper()
	sp, ok := view.Lookup(id)
	if !ok {
		t.Fatalf("%s has no view", id)
	}
	b := sp.NewBoard().(*Board)
	b.SetProps(props)
	b.OnInit() // as go-app does when it mounts the board
	return b
}

// TestSauteBonus makes a move with a bonus move: once the piece has
// landed, it is drawn where it landed only, framed there only, and the
// status says a bonus move was earned.
func TestSauteBonus(t *testing.T) {
	// Red's C4-D4 leaves a red piece in column D: Blue's A9-D9 earns a
	// bonus move, to E9.
	s := reached(t, saute.ID, "C4-D4")
	for _, l := range i18n.Langs {
		b := newBoard(t, saute.ID, view.Props{State: s, Viewer: 1, Legal: s.Legal(nil), Lang: l})
		app.HTMLString(b)
		for _, name := range []string{"A9", "D9"} {
			if _, made := b.pick.click(sq(t, name)); made {
				t.Fatalf("a click on %s made a move", name)
			}
		}
		page := app.HTMLString(b)
		for _, c := range []struct {
			what, markup string
			want         int
		}{
			// A piece is a group, an element with children; a mark is not.
			{"pieces on A9", `data-sq="A9">`, 0},
			{"pieces on D9", `data-sq="D9">`, 1},
			{"selected frames", `gb-mark gb-selected`, 1},
			{"selected frames on D9", `gb-mark gb-selected" x="3.06" y="3.06"`, 1},
			{"targets on E9", `class="gb-target" cx="4.5" cy="3.5"`, 1},
		} {
			if got := strings.Count(page, c.markup); got != c.want {
				t.Errorf("%s: %s: got %v, want %v", l, c.what, got, c.want)
			}
		}
		for _, key := range []string{"sa.more", "sa.more.touch"} {
			if want := html.EscapeString(l.T(key)); !strings.Contains(page, want) {
				t.Errorf("%s: got a status without %q:\n%s", l, want, page)
			}
		}
	}
}

// TestPieceNames names every piece for the keyboard's cursor as the game
// does: by its colour in Solitaire, a game of one player, never as a
// numbered player's; by its owner and kind elsewhere.
func TestPieceNames(t *testing.T) {
	for _, c := range []struct {
		id, at, want string
	}{
		{solitaire.ID, "G7", "yellow piece"},
		{saute.ID, "A7", "Blue's square"},
	} {
		s := reached(t, c.id)
		b := newBoard(t, c.id, view.Props{State: s, Viewer: 0, Legal: s.Legal(nil), Lang: i18n.English})
		g := b.grid(i18n.English, s, s.(bz.Pictured).Picture())
		found := false
		for _, p := range g.Pieces {
			if p.Name == "" || strings.Contains(p.Name, "player") {
				t.Errorf("%s: a piece on %d: got name %q, want its colour or owner", c.id, p.At, p.Name)
			}
			if p.At == cell(sq(t, c.at)) {
				found = true
				if p.Name != c.want {
					t.Errorf("%s: the piece on %s: got name %q, want %q", c.id, c.at, p.Name, c.want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no piece on %s", c.id, c.at)
		}
	}
}

// TestBlocusThreat: in Le Blocus, the player whose king cannot leave is
// warned when the other king has a way out; the player whose own king
// can leave is told that instead.
func TestBlocusThreat(t *testing.T) {
	warned := reached(t, blocus.ID, blocusOut[:3]...)
	own := reached(t, blocus.ID, blocusOut...)
	for _, l := range i18n.Langs {
		for _, c := range []struct {
			name string
			s    rules.State
			want bool
		}{
			{"Blue, Red's king out", warned, true},
			{"Red, its own king out", own, false},
			{"the start", reached(t, blocus.ID), false},
		} {
			b := newBoard(t, blocus.ID, view.Props{State: c.s, Viewer: c.s.ToMove(), Legal: c.s.Legal(nil), Lang: l})
			page := app.HTMLString(b)
			// Only Red's king is ever out here: a warning that names Blue
			// is as wrong as a missing one.
			for seat, want := range []bool{c.want, false} {
				threat := html.EscapeString(l.T("lb.threat", seatName(l, seat, 2)))
				if got := strings.Contains(page, threat); got != want {
					t.Errorf("%s: %s: warned of %s's king %v, want %v", l, c.name, seatName(l, seat, 2), got, want)
				}
			}
		}
	}
}

// TestExitColour: a king's way out is drawn in its seat's colour: Red's
// in Red's, not in the page's accent, which is Blue's.
func TestExitColour(t *testing.T) {
	g := drawing(reached(t, blocus.ID, blocusOut...).(*blocus.State).Picture())
	var got []string
	for _, l := range g.Lines {
		if strings.Contains(l.Class, "bz-exit") {
			got = append(got, l.Class)
		}
	}
	if want := []string{"bz-exit seat0"}; !slices.Equal(got, want) {
		t.Errorf("got ways out of classes %q, want %q", got, want)
	}
}

// While another seat is to move, the status says the computer thinks,
// or, when that seat plays on a friend's device (Away), that it plays
// there; on a board where no move is awaited (Still), neither.
func TestWaitingStatus(t *testing.T) {
	s := reached(t, saute.ID, "C4-D4")
	for _, tt := range []struct {
		away, still bool
		key         string
	}{{false, false, "bz.waiting"}, {true, false, "bz.away"}, {false, true, ""}} {
		b := newBoard(t, saute.ID, view.Props{State: s, Viewer: 0, Away: tt.away, Still: tt.still, Lang: i18n.English})
		page := app.HTMLString(b)
		for _, key := range []string{"bz.waiting", "bz.away"} {
			said := html.EscapeString(i18n.English.T(key, "Blue"))
			if got := strings.Contains(page, said); got != (key == tt.key) {
				t.Errorf("away %v, still %v: %q said %v, want %v", tt.away, tt.still, said, got, key == tt.key)
			}
		}
	}
}

// TestWaitingAlone: in a game played alone, the computer playing it is
// named, not "you".
func TestWaitingAlone(t *testing.T) {
	s := reached(t, solitaire.ID)
	page := app.HTMLString(newBoard(t, solitaire.ID, view.Props{State: s, Viewer: 0, Lang: i18n.English}))
	if want := html.EscapeString(i18n.English.T("bz.waitingAlone")); !strings.Contains(page, want) {
		t.Errorf("got no %q in %s", want, page)
	}
}

// TestLastSquares: the last move is shown on the squares its notation
// names, and on the door where it entered a piece, which it does not
// name.
func TestLastSquares(t *testing.T) {
	moves := []string{"B1-B3", "L11-L1", "A1-K1+T"}
	before, after := reached(t, porte.ID, moves[:2]...), reached(t, porte.ID, moves...)
	m, err := before.ParseMove("A1-K1+T")
	if err != nil {
		t.Fatal(err)
	}
	k1 := sq(t, "K1")
	want := []bz.Square{sq(t, "A1"), k1, bz.Circle(k1.Region())}
	p := view.Props{State: after, Before: before, Last: m, HasLast: true, Viewer: 0, Lang: i18n.English}
	if got := lastSquares(p); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	p.HasLast = false
	if got := lastSquares(p); got != nil {
		t.Errorf("with no last move: got %v, want none", got)
	}
}

// TestTookLast: the status of the seat to move tells the other seat's
// last move when it took a piece, and only then, hidden from screen
// readers (the shell's live region told it).
func TestTookLast(t *testing.T) {
	moves := empireGame[:5]
	for _, c := range []struct {
		name  string
		moves []string
		want  string
	}{
		{"a capture", moves, "Red moves its archer from E12 to I12, taking Blue's archer on I12."},
		{"a plain move", moves[:4], ""},
	} {
		before, after := reached(t, empire.ID, c.moves[:len(c.moves)-1]...), reached(t, empire.ID, c.moves...)
		m, err := before.ParseMove(c.moves[len(c.moves)-1])
		if err != nil {
			t.Fatal(err)
		}
		b := newBoard(t, empire.ID, view.Props{State: after, Before: before, Last: m, HasLast: true, LastBy: before.ToMove(),
			Viewer: after.ToMove(), Legal: after.Legal(nil), Lang: i18n.English})
		if got := b.tookLast(i18n.English, after); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
		page := app.HTMLString(b)
		// The span's attributes come in any order.
		span, shown := "", false
		if i := strings.Index(page, `class="bz-took"`); i >= 0 {
			span, _, _ = strings.Cut(page[strings.LastIndex(page[:i], "<span"):], "</span>")
			shown = true
		}
		if shown != (c.want != "") || shown && (!strings.Contains(span, "aria-hidden") || !strings.HasSuffix(span, ">"+html.EscapeString(c.want+" "))) {
			t.Errorf("%s: got %q, want %q, hidden from screen readers", c.name, span, c.want)
		}
	}
}

// TestEmpireThreat: in L'Empire, the player to move is warned when an
// opponent could win with its next move, which the board draws.
func TestEmpireThreat(t *testing.T) {
	l := i18n.English
	threat := html.EscapeString(l.T("em.threat", seatName(l, 1, 2)))
	for _, c := range []struct {
		name  string
		moves []string
		want  bool
	}{
		{"the start", nil, false},
		{"Blue's commander a move from E5", []string{"B3-B4", "K11-K5"}, true},
	} {
		s := reached(t, empire.ID, c.moves...)
		page := app.HTMLString(newBoard(t, empire.ID, view.Props{State: s, Viewer: s.ToMove(), Legal: s.Legal(nil), Lang: l}))
		// Blue, watching Red's turn (the computer's), is shown nothing:
		// the line would be Blue's own way to win.
		if watched := app.HTMLString(newBoard(t, empire.ID, view.Props{State: s, Viewer: 1, Lang: l})); strings.Contains(watched, "bz-threat") {
			t.Errorf("%s: the threat drawn for the seat that is not to move", c.name)
		}
		if got := strings.Contains(page, threat); got != c.want {
			t.Errorf("%s: warned %v, want %v", c.name, got, c.want)
		}
		if got := strings.Contains(page, "bz-threat"); got != c.want {
			t.Errorf("%s: the threat drawn %v, want %v", c.name, got, c.want)
		}
	}
}
