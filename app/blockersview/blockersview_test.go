//go:build !wasm

package blockersview

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/app/view/viewtest"
	"impasse/rules"
	bl "impasse/rules/blockers"
)

func TestRegistered(t *testing.T) {
	base, expert := viewtest.Spec(t, bl.BaseID), viewtest.Spec(t, bl.ExpertID)
	for _, sp := range []view.Spec{base, expert} {
		if th := sp.Thumbnail(); !strings.HasPrefix(th, "<svg") || strings.Count(th, `class="bl-tile`) != 9 {
			t.Errorf("%s thumbnail: %d tiles: %.80s…", sp.ID, strings.Count(th, `class="bl-tile`), th)
		}
	}
	if got := base.SeatName(i18n.English, 4, 5) + "/" + base.SeatName(i18n.French, 2, 5); got != "Purple/Jaune" {
		t.Errorf("base seats = %s", got)
	}
	if got := expert.SeatName(i18n.English, 1, 2) + "/" + expert.SeatName(i18n.French, 0, 2); got != "Blue & Green/Rouge-Jaune" {
		t.Errorf("expert seats = %s", got)
	}
	if got := expert.SeatColour(1, 2); !strings.Contains(got, "--bl-c1") || !strings.Contains(got, "--bl-c3") {
		t.Errorf("expert seat colour = %s", got)
	}
}

// TestTexts checks that the rules pages use no missing key (i18n's
// TestTablesMatch checks that every text exists in both languages).
func TestTexts(t *testing.T) {
	for _, l := range i18n.Langs {
		for _, expert := range []bool{false, true} {
			page := rulesPage(l, expert)
			if i := strings.Index(page, "bl."); i >= 0 {
				t.Errorf("%s rules (expert %v) show a key: %q", l, expert, page[i:min(len(page), i+30)])
			}
			if n := strings.Count(page, "<figure"); n != 2 {
				t.Errorf("%s rules: %d figures, want 2", l, n)
			}
			if n := strings.Count(page, "<h3>"); n != 9 {
				t.Errorf("%s rules (expert %v): %d sections, want 9", l, expert, n)
			}
			if !strings.Contains(page, `class="reconstructed"`) || !strings.Contains(page, l.T("bl.r.d.boxes")[:20]) {
				t.Errorf("%s rules do not say the box layout is reconstructed", l)
			}
		}
	}
}

// attrs returns the values of attribute name on the elements of markup
// that open is: a tag name and any attributes it has, in any order
// (`rect class="x"`).
func attrs(markup, open, name string) []string {
	var out []string
	re := regexp.MustCompile(` ` + name + `="([^"]*)"`)
	tag, want, _ := strings.Cut(open, " ")
	for _, el := range strings.Split(markup, "<")[1:] {
		head := el[:strings.Index(el, ">")]
		if strings.HasPrefix(head, tag+" ") && strings.Contains(head, " "+want) {
			if m := re.FindStringSubmatch(head); m != nil {
				out = append(out, m[1])
			}
		}
	}
	return out
}

// position deals a base game of n players, each colour's pile starting
// with the given tiles (the rest in kind order), red first, and plays
// moves.
func position(t *testing.T, n int, first [][]string, moves ...string) *bl.State {
	t.Helper()
	opts := rules.Options{rules.KeyPlayers: strconv.Itoa(n), bl.TagFirst: "red"}
	for c := 0; c < n; c++ {
		pile := append([]string{}, first[c]...)
		for k := bl.Kind(0); k < bl.NumKinds; k++ {
			if !slices.Contains(first[c], bl.TileName(k)) {
				pile = append(pile, bl.TileName(k))
			}
		}
		opts[bl.PileTag(c)] = strings.Join(pile, " ")
	}
	st, err := bl.Base{}.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		if _, err := rules.Play(st, m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return st.(*bl.State)
}

// legalSquares returns the squares where seat may put tile name.
func legalSquares(s *bl.State, seat int, name string) []string {
	var out []string
	k, _ := bl.ParseTile(name)
	for _, m := range s.Legal(nil) {
		if _, mk, sq, _ := s.Placement(seat, m); mk == k {
			out = append(out, bl.SquareName(sq))
		}
	}
	return out
}

// openTag returns the opening tag of the element of markup holding
// text, or "".
func openTag(markup, text string) string {
	i := strings.Index(markup, text)
	if i < 0 {
		return ""
	}
	start := strings.LastIndex(markup[:i], "<")
	return markup[start : i+strings.Index(markup[i:], ">")+1]
}

// TestDiagrams checks that each diagram shows what the rules say.
func TestDiagrams(t *testing.T) {
	where := wherePicture()
	s := position(t, 2, [][]string{{"2", "G", "moon"}, {}})
	for z, name := range []string{"2", "G", "moon"} {
		got := attrs(where, `rect class="bl-zone z`+strconv.Itoa(z)+`"`, "data-sq")
		if want := legalSquares(s, 0, name); !slices.Equal(got, want) {
			t.Errorf("where diagram: %s shaded on %v, the rules say %v", name, got, want)
		}
	}
	if !strings.Contains(where, `<rect class="bl-hint" x="1.05" y="6.05"`) {
		t.Errorf("where diagram: G2 not ringed")
	}
	capture := capturePicture()
	s = position(t, 2, [][]string{{"1", "2", "3"}, {"A", "9", "8"}}, "1@A1", "9@I9", "2@A2", "8@I8", "3@A3")
	if *gridOf(s) != *parseGrid(captureGrid) {
		t.Errorf("captureGrid is not the position reached:\n%s", s)
	}
	got := append(attrs(capture, `g class="bl-target capture"`, "data-sq"), attrs(capture, `circle class="bl-target"`, "data-sq")...)
	slices.Sort(got)
	if want := legalSquares(s, 1, "A"); !slices.Equal(got, want) {
		t.Errorf("capture diagram: targets %v, the rules say %v", got, want)
	}
	if got := attrs(capture, `g class="bl-target capture"`, "data-sq"); !slices.Equal(got, []string{"A1", "A3"}) {
		t.Errorf("capture diagram: captures %v, want A1 A3", got)
	}
	if _, err := s.ParseMove("A@A2"); err == nil || !strings.Contains(err.Error(), "split") {
		t.Errorf("A@A2: %v, want the split rule", err)
	}
	// The thumbnail's tiles each stand where their kind may go.
	for sq, tile := range parseGrid(thumbGrid) {
		if tile < 0 {
			continue
		}
		name := bl.TileName(bl.Kind(tile & 31))
		if !slices.Contains(legalSquares(position(t, 3, [][]string{{name}, {}, {}}), 0, name), bl.SquareName(sq)) {
			t.Errorf("thumbnail: a %s on %s", bl.TileName(bl.Kind(tile&31)), bl.SquareName(sq))
		}
	}
}

// game returns a base game of n players after some moves (each the
// first legal one after skipping skip), its seats' views and the full
// state.
func game(t *testing.T, g rules.Game, n, moves int) *bl.State {
	t.Helper()
	opts := rules.Options{rules.KeySeed: "42"}
	if n > 2 {
		opts[rules.KeyPlayers] = strconv.Itoa(n)
	}
	st, err := g.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < moves && !st.Over(); i++ {
		legal := st.Legal(nil)
		st.Apply(legal[(i*7)%len(legal)])
	}
	return st.(*bl.State)
}

// draw returns a board given props p, and its markup.
func draw(p view.Props) (*Board, string) {
	b := &Board{}
	return b, viewtest.Draw(b, p)
}

// oneSVG draws a tile alone, as the racks and captures do.
func oneSVG(t int) string {
	var p pic
	return p.one(t).String()
}

// TestTargetsFromLegal: the squares marked for a picked tile are exactly
// the legal moves given for it; a tile with no move given is disabled.
func TestTargetsFromLegal(t *testing.T) {
	full := game(t, bl.Base{}, 3, 20)
	seat := full.ToMove()
	v := full.View(seat).(*bl.State)
	legal := v.Legal(nil)
	known, _ := v.Rack(seat)
	// Offer only the moves of the first tile, and only some of them.
	var given []rules.Move
	var want []string
	for _, m := range legal {
		if _, k, sq, _ := v.Placement(seat, m); k == known[0] && len(given) < 3 {
			given = append(given, m)
			want = append(want, bl.SquareName(sq))
		}
	}
	b, markup := draw(view.Props{State: v, Viewer: seat, Legal: given, Lang: i18n.English})
	if b.selC != seat || b.selK != known[0] {
		t.Errorf("the only tile with moves is not picked: %d %d", b.selC, b.selK)
	}
	var got []string
	for _, el := range strings.Split(b.overlaySVG(v), "<")[1:] {
		if strings.Contains(el, `class="bl-target`) {
			got = append(got, regexp.MustCompile(`data-sq="(..)"`).FindStringSubmatch(el)[1])
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("targets %v, want the moves given %v", got, want)
	}
	for _, k := range known[1:] {
		id := `id="bl-rt-` + bl.ColourNames[seat] + "-" + bl.TileName(k) + `"`
		if !strings.Contains(openTag(markup, id), " disabled") {
			t.Errorf("tile %s: not shown disabled", bl.TileName(k))
		}
	}
	// Another tile picked: its own targets, from all the legal moves.
	viewtest.Update(b, view.Props{State: v, Viewer: seat, Legal: legal, Lang: i18n.English})
	b.selC, b.selK = seat, known[1]
	n := 0
	for _, m := range legal {
		if _, k, _, _ := v.Placement(seat, m); k == known[1] {
			n++
		}
	}
	if got := strings.Count(b.overlaySVG(v), `class="bl-target`); got != n || n == 0 {
		t.Errorf("%d targets for %s, want %d", got, bl.TileName(known[1]), n)
	}
	// A capture is marked as one.
	for _, m := range legal {
		if _, k, sq, _ := v.Placement(seat, m); func() bool { _, _, on := v.At(sq); return on }() {
			b.selC, b.selK = seat, k
			if !strings.Contains(b.overlaySVG(v), `<g class="bl-target capture" data-sq="`+bl.SquareName(sq)+`"`) {
				t.Errorf("capture on %s not marked", bl.SquareName(sq))
			}
			break
		}
	}
	// Not the person's turn: nothing to pick, no targets.
	b2, _ := draw(view.Props{State: v, Viewer: seat, Lang: i18n.English})
	if b2.moves.Mover() != -1 || strings.Contains(b2.overlaySVG(v), "bl-target") {
		t.Errorf("targets without legal moves")
	}
}

// rackTiles returns the tiles, as "colour:name", of every rack of the
// full state.
func rackTiles(s *bl.State) map[int][]bl.Kind {
	out := map[int][]bl.Kind{}
	for c := 0; c < s.Colours(); c++ {
		known, unseen := s.Rack(c)
		if unseen != 0 {
			panic("not a full state")
		}
		out[c] = known
	}
	return out
}

// TestHiddenRacks draws each seat's view, as the shell gives it, for
// 2 to 5 players and the expert variant: the viewer's rack is shown as
// buttons, every other rack only as a count, and no tile of another
// rack appears anywhere in the markup.
func TestHiddenRacks(t *testing.T) {
	type tc struct {
		g     rules.Game
		n     int
		moves int
	}
	for _, c := range []tc{{bl.Base{}, 2, 9}, {bl.Base{}, 3, 14}, {bl.Base{}, 4, 30}, {bl.Base{}, 5, 41}, {bl.Expert{}, 2, 25}} {
		full := game(t, c.g, c.n, c.moves)
		racks := rackTiles(full)
		for seat := 0; seat < full.Players(); seat++ {
			v := full.View(seat).(*bl.State)
			p := view.Props{State: v, Viewer: seat, Lang: i18n.English}
			if full.ToMove() == seat {
				p.Legal = v.Legal(nil)
			}
			_, markup := draw(p)
			// A full state given by mistake shows no more.
			p.State = full
			_, fullMarkup := draw(p)
			markup += fullMarkup
			mine := v.ColoursOf(seat)
			for col, ks := range racks {
				for _, k := range ks {
					tileMark := `data-a="` + strconv.Itoa(actTile+(col<<5|int(k))) + `"`
					drawn := strings.Contains(markup, tileMark)
					if slices.Contains(mine, col) != drawn {
						t.Errorf("%s %d players, seat %d: %s %s drawn %v", c.g.Info().ID, c.n, seat, bl.ColourNames[col], bl.TileName(k), drawn)
					}
					if !slices.Contains(mine, col) && strings.Contains(markup, oneSVG(col<<5|int(k))) {
						t.Errorf("%s %d players, seat %d sees %s's %s", c.g.Info().ID, c.n, seat, bl.ColourNames[col], bl.TileName(k))
					}
				}
				// Every rack's size shows.
				if !strings.Contains(markup, `class="bl-held" data-c="`+bl.ColourNames[col]+`" data-n="`+strconv.Itoa(len(ks))+`"`) {
					t.Errorf("%s seat %d: %s's rack count not shown", c.g.Info().ID, seat, bl.ColourNames[col])
				}
			}
		}
		// Nobody at the device (the shell gives an onlooker's view,
		// View(-1)): no rack at all.
		v := full.View(-1).(*bl.State)
		if _, markup := draw(view.Props{State: v, Viewer: -1, Lang: i18n.English}); strings.Contains(markup, "bl-rt") || strings.Contains(markup, "bl-rack") {
			t.Errorf("%s: a rack is drawn for nobody", c.g.Info().ID)
		}
	}
}

// TestExpertFaceUp: in the expert variant a rack down to 4 tiles is face
// up, shown to both players; the viewer's two racks are both shown.
func TestExpertFaceUp(t *testing.T) {
	st, _ := bl.Expert{}.New(rules.Options{rules.KeySeed: "3"})
	s := st.(*bl.State)
	out := -1
	for i := 0; out < 0 && !s.Over(); i++ {
		legal := s.Legal(nil)
		s.Apply(legal[i%len(legal)])
		for c := 0; c < 4; c++ {
			if !s.InPlay(c) {
				out = c
			}
		}
	}
	if out < 0 || s.Over() {
		t.Fatal("no colour out of play before the end")
	}
	owner := s.OwnerOf(out)
	other := 1 - owner
	v := s.View(other).(*bl.State)
	_, markup := draw(view.Props{State: v, Viewer: other, Lang: i18n.English})
	known, _ := s.Rack(out)
	if len(known) != bl.FinalRack {
		t.Fatalf("%s holds %d", bl.ColourNames[out], len(known))
	}
	for _, k := range known {
		if !strings.Contains(markup, oneSVG(out<<5|int(k))) {
			t.Errorf("%s's face-up %s is not shown to the other player", bl.ColourNames[out], bl.TileName(k))
		}
	}
	for _, c := range v.ColoursOf(other) {
		if !strings.Contains(markup, `id="bl-rack-`+bl.ColourNames[c]+`"`) {
			t.Errorf("the viewer's %s rack is missing", bl.ColourNames[c])
		}
	}
	_, mine := draw(view.Props{State: s.View(owner), Viewer: owner, Lang: i18n.English})
	if !strings.Contains(mine, `class="bl-rack c`+strconv.Itoa(out)+` out"`) {
		t.Errorf("the owner's face-up rack is not marked out of play")
	}
}

// TestLast: the last move's square is marked; with the position before
// it, the tile it captured is named.
func TestLast(t *testing.T) {
	s := position(t, 2, [][]string{{"1", "2", "3"}, {"A", "9", "8"}}, "1@A1", "9@I9", "2@A2", "8@I8", "3@A3")
	before := s.Clone().(*bl.State)
	m, err := rules.Play(s, "A@A1")
	if err != nil {
		t.Fatal(err)
	}
	b, markup := draw(view.Props{State: s.View(0), Viewer: 0, HasLast: true, Last: m, LastBy: 1, Before: before.View(0), Animate: true, Lang: i18n.English})
	if !strings.Contains(markup, `id="bl-last" data-sq="A1" data-took="red 1"`) {
		t.Errorf("last move not marked: %s", markup[strings.Index(markup, "bl-last")-40:][:160])
	}
	if !strings.Contains(markup, `class="bl-tile c1 last fresh"`) {
		t.Errorf("the computer's tile does not pop in")
	}
	// The last move in words, not in its notation.
	if got, want := b.step(b.state()), "Blue places the A tile on A1, capturing Red's 1 tile."; got != want {
		t.Errorf("step: got %q, want %q", got, want)
	}
	fr, _ := draw(view.Props{State: s.View(0), Viewer: 0, HasLast: true, Last: m, LastBy: 1, Before: before.View(0), Lang: i18n.French})
	if got, want := fr.step(fr.state()), "Bleu pose la tuile A en A1, et prend la tuile 1 de Rouge."; got != want {
		t.Errorf("step in French: got %q, want %q", got, want)
	}
	// The breakdown: Blue captured one red tile.
	lines := breakdown(i18n.English, s)
	if len(lines) != 3 || lines[1].Values[1] != "1" || lines[2].Values[1] != "1" || lines[0].Values[0] != "1" {
		t.Errorf("breakdown = %+v", lines)
	}
}

// TestDrawnFirst says who the lot drew to play first: at the start,
// whether the person or the computer is to move, and after the opening
// move.
func TestDrawnFirst(t *testing.T) {
	s := game(t, bl.Base{}, 3, 0)
	first := s.ToMove()
	name := seatName(i18n.English, first, false)
	for _, viewer := range []int{first, (first + 1) % 3} {
		p := view.Props{State: s.View(viewer), Viewer: viewer, Lang: i18n.English}
		if viewer == first {
			p.Legal = p.State.Legal(nil)
		}
		b, _ := draw(p)
		if got, want := b.step(b.state()), "Drawn by lot to play first: "+name+"."; !strings.HasPrefix(got, want) {
			t.Errorf("viewer %d at the start: got %q, want it to start with %q", viewer, got, want)
		}
	}
	m := s.Legal(nil)[0]
	before := s.Clone().(*bl.State)
	s.Apply(m)
	viewer := s.ToMove()
	b, _ := draw(view.Props{State: s.View(viewer), Viewer: viewer, Before: before.View(viewer), Last: m, HasLast: true, LastBy: first, Lang: i18n.English})
	if got, want := b.step(b.state()), "(Drawn by lot to play first: "+name+".)"; !strings.HasSuffix(got, want) {
		t.Errorf("after the first move: got %q, want it to end with %q", got, want)
	}
}
