//go:build !wasm

package bloqsview

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	"impasse/rules"
	"impasse/rules/bloqs"
)

func TestRegistered(t *testing.T) {
	sp := viewtest.Spec(t, bloqs.ID)
	if sp.Ending == nil || sp.Styles == "" {
		t.Fatal("a Spec field is missing")
	}
	if _, ok := sp.NewBoard().(*Board); !ok {
		t.Error("NewBoard: not a *Board")
	}
	if got, want := sp.SeatName(i18n.English, 3, 4)+"/"+sp.SeatName(i18n.French, 0, 2), "Pink/Bleu"; got != want {
		t.Errorf("seat names: got %v, want %v", got, want)
	}
	if got, want := sp.SeatColour(2, 3), "var(--bq-c2)"; got != want {
		t.Errorf("seat colour: got %v, want %v", got, want)
	}
	if got, want := sp.Blurb(i18n.French), "Posez de gros blocs de bois : les trous qu'ils laissent vous rapportent."; got != want {
		t.Errorf("blurb: got %v, want %v", got, want)
	}
	if th := sp.Thumbnail(); !strings.HasPrefix(th, "<svg") || strings.Count(th, `class="bq-block`) != 9 {
		t.Errorf("thumbnail: got %d blocks, want 9", strings.Count(th, `class="bq-block`))
	}
	s := position(bloqs.Quick, 2, thumbGame)
	lines := sp.Breakdown(i18n.English, s)
	if got, want := len(lines), 2; got != want {
		t.Fatalf("breakdown: got %v lines, want %v", got, want)
	}
	if got, want := strings.Join(lines[0].Values, " ")+"/"+strings.Join(lines[1].Values, " "), "5 4/8 2"; got != want {
		t.Errorf("breakdown: got %v, want %v", got, want)
	}
}

// TestStyles checks that every selector of the CSS starts with the
// package's prefix (or is a theme's variables, or an animation).
func TestStyles(t *testing.T) {
	for _, rule := range strings.Split(styles, "}") {
		head := strings.TrimSpace(rule[:max(0, strings.LastIndex(rule, "{"))])
		if i := strings.LastIndex(head, "{"); i >= 0 {
			head = strings.TrimSpace(head[i+1:])
		}
		if head == "" || strings.HasPrefix(head, "@") || strings.HasPrefix(head, "/*") || strings.HasPrefix(head, "50%") {
			continue
		}
		for _, sel := range strings.Split(head, ",") {
			sel = strings.TrimSpace(sel)
			ok := strings.Contains(sel, ".bq") || strings.HasPrefix(sel, ":root")
			if !ok {
				t.Errorf("selector %q has no .bq prefix", sel)
			}
		}
	}
}

// TestTexts checks that the keys the code uses exist, and that the rules
// pages show no key and say what was reconstructed (i18n's
// TestTablesMatch checks that every text exists in both languages).
func TestTexts(t *testing.T) {
	used := []string{"blurb.bloqs", "bq.boardLabel", "bq.feet", "bq.foot", "bq.rotate", "bq.back", "bq.place",
		"bq.left", "bq.last", "bq.lastScore", "bq.bd.blocks", "bq.bd.squares", "bq.end.all", "bq.end.stuck"}
	for _, k := range whyKeys {
		used = append(used, k)
	}
	for _, k := range []string{"where", "whereTouch", "ok", "score", "dead", "dead1", "again", "wait"} {
		used = append(used, "bq.step."+k)
	}
	used = append(used, "bq.nudge")
	for _, n := range nudges {
		used = append(used, "bq.nudge."+n.way)
	}
	for seat := 0; seat < bloqs.MaxPlayers; seat++ {
		used = append(used, "bq.c"+num(seat))
	}
	for _, l := range i18n.Langs {
		for _, k := range used {
			if !l.Has(k) {
				t.Errorf("%s: no text %s", l, k)
			}
		}
		page := rulesPage(l)
		if i := strings.Index(page, "bq."); i >= 0 {
			t.Errorf("%s rules show a key: %q", l, page[i:min(len(page), i+30)])
		}
		if got, want := strings.Count(page, "<figure"), 3; got != want {
			t.Errorf("%s rules: got %v figures, want %v", l, got, want)
		}
		if !strings.Contains(page, `class="reconstructed"`) || !strings.Contains(page, "421") {
			t.Errorf("%s rules do not say the board is reconstructed", l)
		}
	}
}

// play returns the state after moves on bd for two players.
func play(t *testing.T, bd *bloqs.Board, moves ...string) *bloqs.State {
	t.Helper()
	s := bloqs.NewState(bd, 2)
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		s.Apply(m)
	}
	return s
}

// legalSet returns the legal moves of s as a set.
func legalSet(s *bloqs.State) map[rules.Move]bool {
	set := map[rules.Move]bool{}
	for _, m := range s.Legal(nil) {
		set[m] = true
	}
	return set
}

// TestJudge checks what a preview says: legal, its points, or the rule
// it breaks, for each rule.
func TestJudge(t *testing.T) {
	start := play(t, bloqs.Standard)
	one := play(t, bloqs.Standard, "2x3@14,14")
	pocket := play(t, smallBoard, "2x3@3,3", "2x4@1,2")
	for _, c := range []struct {
		name       string
		s          *bloqs.State
		f, col, r  int
		legal      bool
		why        error
		points     int
		at         string
		wantInside bool
	}{
		{"first, in the middle", start, 0, 15, 15, true, nil, 0, "2x3@15,14", true},
		{"outside the frame", start, 0, 1, 1, false, bloqs.ErrOffBoard, 0, "", false},
		{"outside the diamond", start, 5, 3, 3, false, bloqs.ErrOffBoard, 0, "4x3@2,2", true},
		{"first, on the edge", start, 0, 2, 15, false, bloqs.ErrEdge, 1, "2x3@2,14", true},
		{"covers a block", one, 0, 14, 15, false, bloqs.ErrCovered, 0, "2x3@14,14", true},
		{"touches nothing", one, 4, 6, 15, false, bloqs.ErrNoContact, 0, "3x4@5,14", true},
		{"same height", one, 0, 16, 15, false, bloqs.ErrSameHeight, 0, "2x3@16,14", true},
		{"another height", one, 2, 16, 15, true, nil, 0, "2x4@16,14", true},
		{"same height but scoring", pocket, 0, 5, 2, true, nil, 6, "2x3@5,1", true},
	} {
		pv := judge(c.s, legalSet(c.s), c.f, c.col, c.r)
		if pv.legal != c.legal || pv.why != c.why || pv.points != c.points || pv.inFrame != c.wantInside {
			t.Errorf("%s: got legal %v, %v, %d points, in frame %v; want %v, %v, %d, %v",
				c.name, pv.legal, pv.why, pv.points, pv.inFrame, c.legal, c.why, c.points, c.wantInside)
		}
		if pv.inFrame && c.s.MoveString(pv.m) != c.at {
			t.Errorf("%s: got %v, want %v", c.name, c.s.MoveString(pv.m), c.at)
		}
		if text := say(i18n.French, pv); text == "" || strings.Contains(text, "bq.") {
			t.Errorf("%s: says %q", c.name, text)
		}
	}
	// A placement the rules allow, while it is not the person's turn.
	if pv := judge(start, nil, 0, 15, 15); pv.legal || pv.why != nil || say(i18n.English, pv) != "Not your turn." {
		t.Errorf("not the turn: got %v %v %q", pv.legal, pv.why, say(i18n.English, pv))
	}
}

// TestPointerPlaysLegal checks that a block put over a square, with a
// click or two taps, is exactly the legal move shown there: every legal
// move is reached with the pointer over its middle, and nothing else is
// ever offered.
func TestPointerPlaysLegal(t *testing.T) {
	for _, s := range []*bloqs.State{play(t, bloqs.Standard), position(bloqs.Quick, 2, thumbGame), play(t, bloqs.Standard, "2x3@14,14", "4x3@16,14")} {
		legal := s.Legal(nil)
		b := &Board{}
		viewtest.Mount(b, view.Props{State: s, Legal: legal, Viewer: s.ToMove(), Lang: i18n.English})
		b.touch = true
		for _, m := range legal {
			f, c, r, _ := s.Board().Placement(m)
			b.foot = footIndex(f)
			b.anchor = (r+(f.H-1)/2-1)*s.Board().Cols + c + (f.W-1)/2 - 1
			if pv, ok := b.current(s); !ok || !pv.legal || pv.m != m {
				t.Fatalf("%s: got %v %v %v, want it legal", s.MoveString(m), s.MoveString(pv.m), pv.legal, ok)
			}
		}
		set := legalSet(s)
		n := 0
		bd := s.Board()
		for f := range bloqs.Footprints {
			for r := 1; r <= bd.Rows; r++ {
				for c := 1; c <= bd.Cols; c++ {
					pv := judge(s, set, f, c, r)
					if pv.legal {
						n++
						if !set[pv.m] || s.Check(pv.m) != nil {
							t.Fatalf("%s offered, not legal", s.MoveString(pv.m))
						}
					}
				}
			}
		}
		if n != len(legal) {
			t.Errorf("legal previews: got %v, want %v", n, len(legal))
		}
	}
	// A second tap anywhere on a legal block places it; a tap elsewhere
	// moves it; a refused block is never placed.
	s := play(t, bloqs.Standard)
	b := &Board{}
	viewtest.Mount(b, view.Props{State: s, Legal: s.Legal(nil), Lang: i18n.English})
	b.touch = true
	b.anchor = 14*29 + 14 // 15,15: the block 2x3@15,14
	for _, c := range []struct {
		col, r int
		want   bool
	}{{15, 14, true}, {16, 16, true}, {15, 15, true}, {17, 15, false}, {14, 15, false}, {15, 17, false}} {
		if got := b.onPreview(s, (c.r-1)*29+c.col-1); got != c.want {
			t.Errorf("tap on %d,%d: got %v, want %v", c.col, c.r, got, c.want)
		}
	}
	b.anchor = 0
	if b.onPreview(s, 0) {
		t.Error("a tap on a refused block places it")
	}
	// Without moves given, nothing is shown.
	b = &Board{}
	viewtest.Mount(b, view.Props{State: s, Lang: i18n.English})
	b.anchor, b.touch = 0, true
	if _, ok := b.current(s); ok {
		t.Error("a preview without legal moves")
	}
}

// draw renders every part of a board given props, the preview over
// square sq (by a tap) when sq >= 0.
func draw(p view.Props, foot, sq int) (*Board, string) {
	b := &Board{}
	viewtest.Mount(b, p)
	s := b.state()
	b.choose(foot)
	if sq >= 0 {
		b.anchor, b.touch = sq, true
	}
	return b, b.baseSVG(s) + b.overlaySVG(s, b.shown(s)) + app.HTMLString(b.panel(s, b.shown(s)))
}

// TestMarkup checks the drawing of a position with blocks of each
// height, squares scored by both players, the last move, a hint and a
// preview.
func TestMarkup(t *testing.T) {
	s := position(bloqs.Quick, 2, thumbGame)
	legal := s.Legal(nil)
	blocks := s.Blocks()
	_, markup := draw(view.Props{State: s, Legal: legal, Viewer: s.ToMove(), Last: blocks[len(blocks)-1], HasLast: true,
		LastBy: 0, Hint: legal[0], HasHint: true, Lang: i18n.English}, 0, 23)
	for h, want := range map[string]int{"4": 2, "3": 4, "2": 3} {
		// Each block has its height written on it, as does each of the
		// three footprint buttons.
		if got := len(regexp.MustCompile(`class="bq-ht"[^>]*>`+h+`<`).FindAllString(markup, -1)); got != want+1 {
			t.Errorf("labels %s: got %v, want %v", h, got, want+1)
		}
		if got := strings.Count(markup, `data-h="`+h+`"`); got != want {
			t.Errorf("blocks of height %s: got %v, want %v", h, got, want)
		}
	}
	for seat, want := range s.Scores() {
		if got := strings.Count(markup, `class="bq-won s`+num(seat)+`"`); got != want {
			t.Errorf("squares tinted for seat %d: got %v, want %v", seat, got, want)
		}
	}
	// The scores are the shell's to show.
	if strings.Contains(markup, "data-score") || strings.Contains(markup, "bq-player") {
		t.Error("the board shows the scores")
	}
	// The quick board is numbered along its bottom and left.
	if got, want := strings.Count(markup, `class="bq-co"`)+strings.Count(markup, `class="bq-co bq-left"`), 2*13; got != want {
		t.Errorf("coordinates: got %v, want %v", got, want)
	}
	if !strings.Contains(markup, `id="bq-last"`) || !strings.Contains(markup, `id="bq-hint" data-at="`+s.MoveString(legal[0])+`"`) {
		t.Error("no last move or hint")
	}
	// Over square 23 (column 11, row 2), a standing block would cover
	// the flat block 3x4@10,1.
	if !strings.Contains(markup, `id="bq-preview" data-state="no"`) || !strings.Contains(markup, "Not here: the block would cover another block.") {
		t.Errorf("preview at 1,1: %s", markup[strings.Index(markup, `<p id="bq-step"`):][:120])
	}
}

// TestDiagrams checks that the rules' diagrams show what their captions
// say: three blocks of heights 4, 3, 2; Blue's last block scoring 6
// squares while touching a block of its own height; the 421 squares.
func TestDiagrams(t *testing.T) {
	// The blocks are drawn the lowest first.
	heights := diagram(smallBoard, heightsGame, false)
	if got, want := strings.Join(regexp.MustCompile(`data-h="(\d)"`).FindAllString(heights, -1), " "), `data-h="2" data-h="3" data-h="4"`; got != want {
		t.Errorf("heights: got %v, want %v", got, want)
	}
	score := diagram(smallBoard, scoreGame, true)
	if got, want := strings.Count(score, `class="bq-won s0"`), 6; got != want {
		t.Errorf("score: got %v squares tinted for Blue, want %v", got, want)
	}
	if !strings.Contains(score, `id="bq-last"`) {
		t.Error("score: the last block is not ringed")
	}
	s := play(t, smallBoard, strings.Fields(scoreGame)[:2]...)
	last := strings.Fields(scoreGame)[2]
	if pv := judge(s, legalSet(s), 0, 5, 2); s.MoveString(pv.m) != last || !pv.legal || pv.points != 6 {
		t.Errorf("score: %s got legal %v, %d points, want legal, 6", s.MoveString(pv.m), pv.legal, pv.points)
	}
	if got, want := strings.Count(diagram(bloqs.Standard, "", false), "h1v1h-1z"), 2*421; got != want {
		t.Errorf("standard board: got %v squares drawn, want %v", got, want)
	}
}

// TestEnding checks what the summary says of a game's end: nothing while
// it goes on; all blocks placed; or who could not place one.
func TestEnding(t *testing.T) {
	s := play(t, bloqs.Quick, "2x3@6,6")
	if got := ending(i18n.English, s); got != "" {
		t.Errorf("a game going on: got %q, want nothing", got)
	}
	// The first legal placement each turn, to the end.
	for !s.Over() {
		s.Apply(s.Legal(nil)[0])
	}
	want := fmt.Sprintf("%s could place no block anywhere: the game ends with %d of the 40 blocks placed.",
		seatName(i18n.English, s.Placed()%2), s.Placed())
	if s.Placed() == bloqs.Pool {
		want = "All 40 blocks are placed."
	}
	if got := ending(i18n.English, s); got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	if got := ending(i18n.French, s); got == "" || strings.Contains(got, "bq.") {
		t.Errorf("in French: got %q", got)
	}
	// The same on the standard board for four places all 40 blocks.
	full := bloqs.NewState(bloqs.Standard, 4)
	for !full.Over() {
		full.Apply(full.Legal(nil)[0])
	}
	if got, want := ending(i18n.French, full), "Les 40 blocs sont posés."; got != want {
		t.Errorf("got %v, want %v", got, want)
	}
}

// coordRE matches a number of the coordinates: its class, position and
// text.
var coordRE = regexp.MustCompile(`<text class="bq-co( bq-left| bq-right)?" x="([-\d.]+)" y="([-\d.]+)">(\d+)</text>`)

// TestCoordinates checks the numbers along the boards' edges: each
// column and row numbered once, every number in a square of its own off
// the board, next to the end of its column (above or below) or row (left
// or right).
func TestCoordinates(t *testing.T) {
	for _, bd := range []*bloqs.Board{bloqs.Standard, bloqs.Quick} {
		fr := frameOf(bd)
		labels := coordRE.FindAllStringSubmatch(fr.coords, -1)
		if got, want := len(labels), bd.Cols+bd.Rows; got != want {
			t.Errorf("%s: got %v numbers, want %v", bd.Name, got, want)
		}
		seen := map[spot]bool{}
		cols, rows := map[int]bool{}, map[int]bool{}
		for _, l := range labels {
			x, _ := strconv.ParseFloat(l[2], 64)
			y, _ := strconv.ParseFloat(l[3], 64)
			n, _ := strconv.Atoi(l[4])
			// The spot holding the number: x and y are inside it.
			s := spot{int(math.Floor(x)) + 1, bd.Rows - int(math.Floor(y))}
			if l[1] == " bq-right" {
				s.c = int(math.Floor(x-0.42)) + 1
			}
			if seen[s] {
				t.Errorf("%s: two numbers at %v", bd.Name, s)
			}
			seen[s] = true
			if bd.On(s.c, s.r) {
				t.Errorf("%s: %d on the board at %v", bd.Name, n, s)
			}
			switch l[1] {
			case "":
				cols[n] = true
				if s.c != n || !bd.On(n, s.r-1) && !bd.On(n, s.r+1) {
					t.Errorf("%s: column %d numbered at %v, not at its end", bd.Name, n, s)
				}
			case " bq-left":
				rows[n] = true
				if s.r != n || !bd.On(s.c+1, n) {
					t.Errorf("%s: row %d numbered at %v, not left of it", bd.Name, n, s)
				}
			default:
				rows[n] = true
				if s.r != n || !bd.On(s.c-1, n) {
					t.Errorf("%s: row %d numbered at %v, not right of it", bd.Name, n, s)
				}
			}
		}
		// Only the square board has its columns' numbers side by side,
		// in smaller type.
		if got, want := strings.Contains(fr.coords, "bq-dense"), bd == bloqs.Quick; got != want {
			t.Errorf("%s: dense numbers: got %v, want %v", bd.Name, got, want)
		}
		if len(cols) != bd.Cols || len(rows) != bd.Rows {
			t.Errorf("%s: got %d columns and %d rows numbered, want %d and %d", bd.Name, len(cols), len(rows), bd.Cols, bd.Rows)
		}
	}
}

// TestIsolates checks the squares a legal preview marks: those it
// scores are as many as its points and are scored once it is placed;
// those it leaves dead are empty, were covered by an empty 2 × 3
// rectangle and are no more, and lie in a region still open.
func TestIsolates(t *testing.T) {
	deadSeen := 0
	for _, s := range []*bloqs.State{position(bloqs.Quick, 2, thumbGame), play(t, smallBoard, "2x3@3,3", "2x4@1,2"),
		play(t, bloqs.Standard, "2x3@14,14", "4x3@16,14", "2x4@12,13")} {
		bd := s.Board()
		for _, m := range s.Legal(nil) {
			scores, dead := isolates(s, m)
			if got, want := len(scores), s.Points(m); got != want {
				t.Errorf("%s: got %v squares scored, want %v", s.MoveString(m), got, want)
			}
			after := s.Clone().(*bloqs.State)
			after.Apply(m)
			for _, sq := range scores {
				if c, r := square(bd, sq); after.ScoredBy(c, r) != s.ToMove() {
					t.Errorf("%s: %d,%d marked, not scored", s.MoveString(m), c, r)
				}
			}
			for _, sq := range dead {
				c, r := square(bd, sq)
				if after.HeightAt(c, r) != 0 || after.ScoredBy(c, r) >= 0 || !fillable(s, c, r) || fillable(after, c, r) {
					t.Errorf("%s: %d,%d marked dead", s.MoveString(m), c, r)
				}
				if !openRegion(after, c, r) {
					t.Errorf("%s: %d,%d marked dead in a closed region", s.MoveString(m), c, r)
				}
			}
			deadSeen += len(dead)
		}
	}
	if deadSeen == 0 {
		t.Error("no placement leaves a square dead")
	}
	// The preview over the pocket shows its 6 squares.
	s := play(t, smallBoard, "2x3@3,3", "2x4@1,2")
	b := &Board{}
	viewtest.Mount(b, view.Props{State: s, Legal: s.Legal(nil), Lang: i18n.English})
	b.anchor, b.touch = 5*10+5-1, false
	b.hot = (2-1)*10 + 5 - 1 // 5,2: the block 2x3@5,1
	overlay := b.overlaySVG(s, b.shown(s))
	if got, want := strings.Count(overlay, `class="bq-gain"`), 6; got != want {
		t.Errorf("squares shown scored: got %v, want %v", got, want)
	}
}

// fillable reports whether an empty 2 × 3 or 3 × 2 rectangle of s covers
// the square at column c, row r.
func fillable(s *bloqs.State, c, r int) bool {
	bd := s.Board()
	for _, f := range [][2]int{{2, 3}, {3, 2}} {
		for x := c - f[0] + 1; x <= c; x++ {
			for y := r - f[1] + 1; y <= r; y++ {
				ok := true
				for i := x; i < x+f[0]; i++ {
					for j := y; j < y+f[1]; j++ {
						ok = ok && bd.On(i, j) && s.HeightAt(i, j) == 0
					}
				}
				if ok {
					return true
				}
			}
		}
	}
	return false
}

// openRegion reports whether the empty squares joined to column c, row r
// hold one an empty rectangle still covers.
func openRegion(s *bloqs.State, c, r int) bool {
	bd := s.Board()
	seen := map[[2]int]bool{{c, r}: true}
	todo := [][2]int{{c, r}}
	for len(todo) > 0 {
		q := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if fillable(s, q[0], q[1]) {
			return true
		}
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			n := [2]int{q[0] + d[0], q[1] + d[1]}
			if !seen[n] && bd.On(n[0], n[1]) && s.HeightAt(n[0], n[1]) == 0 {
				seen[n] = true
				todo = append(todo, n)
			}
		}
	}
	return false
}

// TestHitLayer checks the squares that catch the pointer: every square
// of the board named by data-square, and during a turn the legal
// placements of the footprint chosen as data-target, each on the square
// where the pointer shows it; a new footprint draws them again.
func TestHitLayer(t *testing.T) {
	s := play(t, bloqs.Standard, "2x3@14,14", "4x3@16,14")
	b := &Board{}
	viewtest.Mount(b, view.Props{State: s, Legal: s.Legal(nil), Viewer: s.ToMove(), Lang: i18n.English})
	set := legalSet(s)
	for f, fp := range bloqs.Footprints {
		b.choose(f)
		hit := b.hit
		if got, want := strings.Count(hit, "data-square="), 421; got != want {
			t.Errorf("%dx%d: got %v squares, want %v", fp.W, fp.H, got, want)
		}
		want := 0
		for m := range set {
			if g, _, _, _ := s.Board().Placement(m); g == fp {
				want++
			}
		}
		targets := regexp.MustCompile(`data-square="(\d+),(\d+)" data-target="([^"]+)"`).FindAllStringSubmatch(hit, -1)
		if len(targets) != want || !strings.Contains(hit, `data-foot="`+num(fp.W)+"x"+num(fp.H)+`" data-targets="`+num(want)+`"`) {
			t.Errorf("%dx%d: got %v targets, want %v", fp.W, fp.H, len(targets), want)
		}
		for _, tg := range targets {
			c, _ := strconv.Atoi(tg[1])
			r, _ := strconv.Atoi(tg[2])
			if pv := judge(s, set, f, c, r); !pv.legal || s.MoveString(pv.m) != tg[3] {
				t.Errorf("%s at %d,%d: the pointer shows %s, legal %v", tg[3], c, r, s.MoveString(pv.m), pv.legal)
			}
		}
	}
	// Asked for, the targets show as dots.
	b.P.ShowTargets = true
	if got, want := strings.Count(b.overlaySVG(s, b.shown(s)), "<circle"), len(b.targets); got != want || want == 0 {
		t.Errorf("targets shown: got %v, want %v", got, want)
	}
	if got := squareNamed(s.Board(), "15,14"); got != 13*29+14 {
		t.Errorf("square 15,14: got %v, want %v", got, 13*29+14)
	}
	for _, name := range []string{"1,1", "x,3", "15"} {
		if got := squareNamed(s.Board(), name); got != -1 {
			t.Errorf("square %q: got %v, want -1", name, got)
		}
	}
}

// TestLastInWords: while no person is to place a block, the panel says
// the last one in words, not in the notation.
func TestLastInWords(t *testing.T) {
	s := position(bloqs.Standard, 3, "2x3@14,14 4x2@16,14 3x4@13,10")
	blocks := s.Blocks()
	b, _ := draw(view.Props{State: s, Viewer: 1, Last: blocks[len(blocks)-1], HasLast: true, LastBy: 2, Lang: i18n.English}, 0, -1)
	html := app.HTMLString(b.panel(s, b.shown(s)))
	if want := "Green placed a 3 × 4 block of height 2 on columns 13 to 15, rows 10 to 13."; !strings.Contains(html, want) || strings.Contains(html, "3x4@") {
		t.Errorf("got %s, want %q", html, want)
	}
}
