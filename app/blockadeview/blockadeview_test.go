//go:build !wasm

package blockadeview

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	bk "impasse/rules/blockade"
)

func TestRegistered(t *testing.T) {
	for _, id := range []string{bk.BlockadeID, bk.CulDeSacID} {
		sp := viewtest.Spec(t, id)
		if got := sp.SeatName(i18n.English, 0, 2) + "/" + sp.SeatName(i18n.English, 1, 2); got != "White/Black" {
			t.Errorf("%s seats = %s", id, got)
		}
		if got := sp.SeatName(i18n.French, 0, 2) + "/" + sp.SeatName(i18n.French, 1, 2); got != "Blanc/Noir" {
			t.Errorf("%s seats in French = %s", id, got)
		}
		if th := sp.Thumbnail(); !strings.HasPrefix(th, "<svg") || strings.Count(th, "bk-pawn") != 4 {
			t.Errorf("%s thumbnail: %.80s…", id, th)
		}
	}
}

// TestTexts checks that the rules pages use no missing key (i18n's
// TestTablesMatch checks that every text exists in both languages).
func TestTexts(t *testing.T) {
	for _, l := range i18n.Langs {
		for _, cds := range []bool{false, true} {
			page := rulesPage(l, cds)
			if strings.Contains(page, "bk.") {
				i := strings.Index(page, "bk.")
				t.Errorf("%s rules (culdesac %v) show a key: %q", l, cds, page[i:min(len(page), i+30)])
			}
			if n := strings.Count(page, "<figure"); n != 4 {
				t.Errorf("%s rules: %d figures, want 4", l, n)
			}
			if !strings.Contains(page, `class="reconstructed"`) {
				t.Errorf("%s rules do not say what was decided", l)
			}
		}
	}
}

// targetsOf returns the squares the pawn on from may go to.
func targetsOf(s *bk.State, from string) []string {
	var out []string
	for _, m := range s.Legal(nil) {
		f, to, _ := bk.DecodeMove(m)
		if f.String() == from && !slices.Contains(out, to.String()) {
			out = append(out, to.String())
		}
	}
	return out
}

// TestDiagrams checks that each diagram shows what its caption says.
func TestDiagrams(t *testing.T) {
	for _, cds := range []bool{false, true} {
		if got := targetsOf(position(cds), "d4"); len(got) != 8 || !slices.Contains(got, "c5") || !slices.Contains(got, "d6") {
			t.Errorf("culdesac %v: d4 goes to %v at the start", cds, got)
		}
		short := targetsOf(position(cds, shortMoves...), "d4")
		if !slices.Contains(short, "e4") || slices.Contains(short, "f4") {
			t.Errorf("culdesac %v: stopping short: d4 goes to %v, want e4 and not f4", cds, short)
		}
		// Passing over a pawn: with pawns on d4 and e4, d4 goes to f4.
		if jump := targetsOf(position(cds, "h4-f4/a13h", "h11-h9/j13h", "f4-e4/a11h", "h9-h11/j11h"), "d4"); !slices.Contains(jump, "f4") {
			t.Errorf("culdesac %v: jumping: d4 goes to %v, want f4", cds, jump)
		}
		s := position(cds, cutMoves...)
		for _, m := range s.Legal(nil) {
			if _, _, w := bk.DecodeMove(m); w.String() == cutWall {
				t.Errorf("culdesac %v: %s is legal (%s), the diagram says it is refused", cds, cutWall, s.MoveString(m))
			}
		}
		if _, err := s.ParseMove("h8-h10/" + cutWall); err == nil || !strings.Contains(err.Error(), "cut") {
			t.Errorf("culdesac %v: %s refused for %v, want the path rule", cds, cutWall, err)
		}
		take := position(cds, takeMoves...)
		if !slices.Contains(targetsOf(take, "h10"), "h11") {
			t.Errorf("culdesac %v: h10 goes to %v, want h11", cds, targetsOf(take, "h10"))
		}
		if p := take.Pawns(1); p[0].String() != "h11" && p[1].String() != "h11" {
			t.Errorf("culdesac %v: no Black pawn on h11 to take: %v", cds, p)
		}
	}
}

// hitAt returns the data-h of the last shape of a pointer layer holding
// drawing position (x, y), as the browser finds it, or noHit.
func hitAt(t *testing.T, layer string, x, y float64) hit {
	t.Helper()
	found := noHit
	for _, el := range strings.Split(layer, "<")[1:] {
		var h hit
		var f [12]float64
		switch {
		case strings.HasPrefix(el, "rect "):
			var w, ht float64
			if _, err := fmt.Sscanf(el, `rect x="%g" y="%g" width="%g" height="%g" data-h="%d"/>`, &f[0], &f[1], &w, &ht, &h); err != nil {
				t.Fatalf("%q: %v", el, err)
			}
			if x >= f[0] && x < f[0]+w && y >= f[1] && y < f[1]+ht {
				found = h
			}
		case strings.HasPrefix(el, "path "):
			var v [3][2]float64
			if _, err := fmt.Sscanf(el, `path data-h="%d" d="M%g %gl-.5 -.5l%g %gz"/>`, &h, &f[0], &f[1], &f[2], &f[3]); err == nil {
				v = [3][2]float64{{f[0], f[1]}, {f[0] - 0.5, f[1] - 0.5}, {f[0] - 0.5 + f[2], f[1] - 0.5 + f[3]}}
			} else if _, err := fmt.Sscanf(el, `path data-h="%d" d="M%g %gl%g %gl%g %gz"/>`, &h, &f[0], &f[1], &f[2], &f[3], &f[4], &f[5]); err == nil {
				v = [3][2]float64{{f[0], f[1]}, {f[0] + f[2], f[1] + f[3]}, {f[0] + f[2] + f[4], f[1] + f[3] + f[5]}}
			} else {
				t.Fatalf("%q: %v", el, err)
			}
			if inTriangle(v, x, y) {
				found = h
			}
		}
	}
	return found
}

func inTriangle(v [3][2]float64, x, y float64) bool {
	side := func(a, b [2]float64) float64 { return (b[0]-a[0])*(y-a[1]) - (b[1]-a[1])*(x-a[0]) }
	d1, d2, d3 := side(v[0], v[1]), side(v[1], v[2]), side(v[2], v[0])
	return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
}

// TestHitLayers checks that the pointer layers name the square, or the
// wall of the groove, under a position.
func TestHitLayers(t *testing.T) {
	b := &Board{}
	b.OnInit()
	squares := b.hitSVG()
	if n := strings.Count(squares, "<rect"); n != bk.NumSquares {
		t.Errorf("%d squares in the pawn layer", n)
	}
	if sq := hitAt(t, squares, 3.5, 10.5).square(); sq.String() != "d4" {
		t.Errorf("the square at (3.5, 10.5) is %s, want d4", sq)
	}
	d4, _ := bk.ParseSquare("d4")
	d6, _ := bk.ParseSquare("d6")
	b.sel, b.dest, b.moved = d4, d6, true
	walls := b.hitSVG()
	if n := strings.Count(walls, "<path"); n != 2*bk.NumWalls {
		t.Errorf("%d wall places in the wall layer", n)
	}
	for _, c := range []struct {
		x, y float64
		want string
	}{
		{4.75, 9, "e5h"}, // on the groove between rows 5 and 6, left of e-f's corner
		{5.25, 9, "e5h"}, // right of it
		{5, 8.75, "e5v"}, // on the groove between e and f, above the corner
		{5, 9.25, "e5v"}, // below
		{4.6, 8.8, "e5h"},
		{4.8, 8.6, "e5v"},
		{10.02, 0.7, "j13v"},
		{3.5, 10.5, "d4"}, // the moved pawn's square, in its middle
		{5.5, 8.5, ""},    // the middle of another square: nothing... or a wall
	} {
		h := hitAt(t, walls, c.x, c.y)
		got := ""
		switch {
		case h.wall() != bk.NoWall:
			got = h.wall().String()
		case h.square() != bk.NoSquare:
			got = h.square().String()
		}
		if c.want != "" && got != c.want {
			t.Errorf("the shape at (%g, %g) is %q, want %q", c.x, c.y, got, c.want)
		}
	}
}

// TestOnWall checks which taps count as a tap on a wall put down: its
// crossing, and the near halves of its neighbours' shapes along it.
func TestOnWall(t *testing.T) {
	shape := func(name string, half int) hit {
		w, err := bk.ParseWall(name)
		if err != nil {
			t.Fatal(err)
		}
		return wallHit(w, half)
	}
	e5h, _ := bk.ParseWall("e5h")
	e5v, _ := bk.ParseWall("e5v")
	for _, c := range []struct {
		w    bk.Wall
		name string
		half int
		want bool
	}{
		{e5h, "e5h", 0, true}, {e5h, "e5h", 1, true}, {e5h, "e5v", 0, true},
		{e5h, "f5h", 0, true}, {e5h, "f5h", 1, false}, {e5h, "d5h", 1, true}, {e5h, "d5h", 0, false},
		{e5h, "e6h", 0, false}, {e5h, "f5v", 0, false}, {e5h, "g5h", 0, false},
		// Vertical: drawing y grows downwards, so the wall above (e6v)
		// touches e5v with its lower half.
		{e5v, "e6v", 1, true}, {e5v, "e6v", 0, false}, {e5v, "e4v", 0, true}, {e5v, "e4v", 1, false},
		{e5v, "f5v", 0, false}, {e5v, "e5h", 1, true},
	} {
		if got := onWall(c.w, shape(c.name, c.half)); got != c.want {
			t.Errorf("onWall(%s, %s half %d) = %v, want %v", c.w, c.name, c.half, got, c.want)
		}
	}
}

// TestIndex checks the turn's steps on the start position: a pawn, its
// destination, then a wall.
func TestIndex(t *testing.T) {
	s := position(false)
	b := &Board{}
	viewtest.Mount(b, view.Props{State: s, Legal: s.Legal(nil), Viewer: 0, Lang: i18n.English})
	if b.moves.Mover() != 0 || b.sel != bk.NoSquare || b.moved {
		t.Fatalf("start: mover %d, sel %s, moved %v", b.moves.Mover(), b.sel, b.moved)
	}
	d4, _ := bk.ParseSquare("d4")
	d6, _ := bk.ParseSquare("d6")
	if !b.movable(d4) {
		t.Fatal("d4 cannot move")
	}
	b.sel = d4
	if !b.target(d6) || len(b.targets()) != 8 {
		t.Errorf("d4's targets: %v", b.targets())
	}
	b.dest, b.moved = d6, true
	if !b.wants() {
		t.Error("d4-d6 needs no wall")
	}
	if _, ok := b.ready(); ok {
		t.Error("ready without a wall")
	}
	w, _ := bk.ParseWall("e5h")
	b.wall = w
	m, ok := b.ready()
	if !ok || s.MoveString(m) != "d4-d6/e5h" {
		t.Errorf("ready = %s %v", s.MoveString(m), ok)
	}
	if !strings.Contains(b.overlaySVG(s, b.shortest(s)), `data-wall="e5h"`) || !strings.Contains(b.tools(), "bk-confirm") {
		t.Error("the preview is not drawn")
	}
	b.back()
	if b.wall != bk.NoWall || !b.moved {
		t.Error("back did not drop the wall")
	}
	b.back()
	if b.moved || b.sel != d4 {
		t.Error("back did not take the pawn move back")
	}
	// A win needs no wall.
	win := position(false, "h4-h6/a1h", "d11-d9/j1h", "h6-h8/a3h", "d9-d7/j3h", "h8-h10/a5h", "d7-d5/j5h")
	viewtest.Update(b, view.Props{State: win, Legal: win.Legal(nil), Viewer: 0, Lang: i18n.English})
	h10, _ := bk.ParseSquare("h10")
	h11, _ := bk.ParseSquare("h11")
	b.sel, b.dest, b.moved = h10, h11, true
	if b.wants() {
		t.Error("a winning move wants a wall")
	}
	if m, ok := b.ready(); !ok || win.MoveString(m) != "h10-h11" {
		t.Errorf("the win is not ready: %s", win.MoveString(m))
	}
	if got := b.step(win); got != "bk.step.win" {
		t.Errorf("step text %q", got)
	}
}

func TestBreakdown(t *testing.T) {
	s := position(false, "h4-h6/a1h", "d11-d9/j1h", "h6-h8/a3h", "d9-d7/j3h", "h8-h10/a5h", "d7-d5/j5h", "h10-h11")
	if s.Winner() != 0 {
		t.Fatalf("winner %d", s.Winner())
	}
	lines := breakdown(i18n.English, s)
	if len(lines) != 2 || lines[0].Values[0] != "h11" || lines[0].Values[1] != "—" || lines[1].Values[0] != "3" {
		t.Errorf("breakdown = %+v", lines)
	}
}
