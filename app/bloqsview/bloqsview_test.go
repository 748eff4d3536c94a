package bloqsview

import (
	"regexp"
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/bloqs"
)

func TestRegistered(t *testing.T) {
	sp, ok := view.Lookup(bloqs.ID)
	if !ok {
		t.Fatal("no view for bloqs")
	}
	if sp.NewBoard == nil || sp.SeatName == nil || sp.SeatColour == nil || sp.Breakdown == nil || sp.Rules == nil ||
		sp.Thumbnail == nil || sp.Blurb == nil || sp.Styles == "" {
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

// TestTexts checks that every text of the package exists in both
// languages, that the keys the code uses exist, and that the rules
// pages show no key and say what was reconstructed.
func TestTexts(t *testing.T) {
	for _, pair := range [][2]i18n.Lang{{i18n.English, i18n.French}, {i18n.French, i18n.English}} {
		for _, k := range i18n.Keys(pair[0]) {
			if (strings.HasPrefix(k, "bq.") || k == "blurb.bloqs") && !pair[1].Has(k) {
				t.Errorf("%s has no %s text", k, pair[1])
			}
		}
	}
	used := []string{"blurb.bloqs", "bq.boardLabel", "bq.feet", "bq.foot", "bq.rotate", "bq.back", "bq.place", "bq.blocks",
		"bq.left", "bq.last", "bq.lastScore", "bq.bd.blocks", "bq.bd.squares"}
	for _, k := range whyKeys {
		used = append(used, k)
	}
	for _, k := range []string{"where", "ok", "score", "again", "wait"} {
		used = append(used, "bq.step."+k)
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
		b.OnInit()
		b.SetProps(view.Props{State: s, Legal: legal, Viewer: s.ToMove(), Lang: i18n.English})
		b.reindex(s)
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
	b.OnInit()
	b.SetProps(view.Props{State: s, Legal: s.Legal(nil), Lang: i18n.English})
	b.reindex(s)
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
	b.OnInit()
	b.SetProps(view.Props{State: s, Lang: i18n.English})
	b.reindex(s)
	b.anchor, b.touch = 0, true
	if _, ok := b.current(s); ok {
		t.Error("a preview without legal moves")
	}
}

// draw renders every part of a board given props, the preview over
// square sq (by a tap) when sq >= 0.
func draw(p view.Props, foot, sq int) (*Board, string) {
	b := &Board{}
	b.OnInit()
	b.SetProps(p)
	s := b.state()
	b.reindex(s)
	b.foot = foot
	if sq >= 0 {
		b.anchor, b.touch = sq, true
	}
	return b, b.baseSVG(s) + b.overlaySVG(s) + b.panel(s)
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
	scores := s.Scores()
	for seat, want := range scores {
		if got := strings.Count(markup, `class="bq-won s`+num(seat)+`"`); got != want {
			t.Errorf("squares tinted for seat %d: got %v, want %v", seat, got, want)
		}
		if !strings.Contains(markup, `data-score="`+num(want)+`"`) {
			t.Errorf("no score %d for seat %d", want, seat)
		}
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
	heights := diagram(smallBoard, heightsGame, false)
	if got, want := strings.Join(regexp.MustCompile(`data-h="(\d)"`).FindAllString(heights, -1), " "), `data-h="4" data-h="3" data-h="2"`; got != want {
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
