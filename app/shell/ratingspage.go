package shell

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/svg"
	"impasse/rules"
	"impasse/rules/rating"
)

// ratingsPage shows the player's rating in each game played rated, a
// graph of one game's rating over their rated games, and the games
// themselves; it exports the ratings as a file and imports one, pasted
// or opened. It reads the ratings from the storage when it mounts, and
// keeps them there when it imports.
type ratingsPage struct {
	app.Compo

	Lang i18n.Lang

	// hist are the player's rated games; ok is false when the kept ones
	// could not be read nor set aside (then nothing is imported over
	// them), and note says what became of unreadable ones.
	hist rating.History
	ok   bool
	note string
	// game is the game whose graph shows ("" for the last played).
	game string
	// text is the ratings file pasted so far; err says what was wrong
	// with the last one read, done what the last import did.
	text, err, done string
}

// OnMount reads the player's rated games.
func (p *ratingsPage) OnMount(ctx app.Context) {
	p.hist, p.ok, p.note = loadRatings(ctx, p.Lang)
}

// shown returns the game whose graph shows: the one chosen, else the
// last played rated.
func (p *ratingsPage) shown() string {
	if p.game != "" {
		return p.game
	}
	if len(p.hist) > 0 {
		return p.hist[len(p.hist)-1].Game
	}
	return ""
}

// Render draws the page.
func (p *ratingsPage) Render() app.UI {
	l := p.Lang
	var rows []app.UI
	var games []choice
	for _, g := range rules.Games() {
		id := g.Info().ID
		r, n := p.hist.Rating(id)
		if n == 0 {
			continue
		}
		games = append(games, choice{value: id, text: g.Info().Title})
		rows = append(rows, app.Tr().ID("rating-"+id).Body(
			app.Th().Scope("row").Text(g.Info().Title),
			app.Td().Class("num").Text(strconv.Itoa(int(math.Round(r)))),
			app.Td().Class("num").Text(strconv.Itoa(n)),
		))
	}
	shown := p.shown()
	var graph app.UI = app.Text("")
	var recent []app.UI
	if shown != "" {
		g, _ := rules.Lookup(shown)
		levels, _ := ratedLevels(g)
		curve := p.hist.Curve(shown)
		graph = app.Figure().Class("rating-graph").ID("rating-graph").Body(
			app.Raw(ratingGraph(l, g.Info().Title, curve, levels)),
		)
		recent = p.recent(l, shown, curve)
	}
	return app.Section().Class("ratings").Body(
		app.H2().Text(l.T("rat.title")),
		app.P().Class("intro").Text(l.T("rat.intro")),
		app.P().Class("rec-error").ID("ratings-note").Role("alert").Hidden(p.note == "").Text(p.note),
		app.P().Class("note").ID("ratings-none").Hidden(len(rows) > 0).Text(l.T("rat.none")),
		app.Table().Class("ratings-table").ID("ratings-table").Hidden(len(rows) == 0).Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text(l.T("rat.game")),
				app.Th().Scope("col").Class("num").Text(l.T("rat.rating")),
				app.Th().Scope("col").Class("num").Text(l.T("rat.games")),
			)),
			app.TBody().Body(rows...),
		),
		app.If(len(games) > 1, func() app.UI {
			return app.Div().Class("form").Body(
				selectRow(l.T("rat.graphOf"), "rating-game", games, shown, func(ctx app.Context, v string) { p.game = v }),
			)
		}),
		graph,
		app.Ul().Class("rated-games").ID("rated-games").Body(recent...),
		app.H3().Text(l.T("rat.fileTitle")),
		app.P().Class("note").Text(l.T("rat.fileNote")),
		app.Div().Class("actions").Body(
			button("ratings-export", l.T("rat.export"), p.export).Disabled(len(p.hist) == 0),
			app.Label().Class("btn", "rec-file").Body(
				app.Text(l.T("rat.openFile")),
				app.Input().Type("file").ID("ratings-file").Accept(".txt,text/plain").OnChange(p.openFile),
			),
		),
		app.Textarea().Class("rec-text").ID("ratings-text").Rows(4).Spellcheck(false).
			Placeholder(l.T("rat.paste")).Aria("label", l.T("rat.paste")).Text(p.text).
			OnInput(func(ctx app.Context, e app.Event) { p.text = ctx.JSSrc().Get("value").String() }),
		app.P().Class("rec-error").ID("ratings-error").Role("alert").Hidden(p.err == "").Text(p.err),
		app.P().Class("note").ID("ratings-done").Role("status").Hidden(p.done == "").Text(p.done),
		app.Div().Class("actions").Body(
			button("ratings-import", l.T("rat.import"), func(ctx app.Context, e app.Event) { p.read(ctx, p.text) }),
		),
	)
}

// recent lists the last rated games of game, newest first, with the
// rating each gave.
func (p *ratingsPage) recent(l i18n.Lang, game string, curve []float64) []app.UI {
	var out []app.UI
	n := 0
	for _, r := range p.hist {
		if r.Game != game {
			continue
		}
		n++
		before, after := int(math.Round(curve[n-1])), int(math.Round(curve[n]))
		result := l.T("rat.lost")
		switch r.Score {
		case 1:
			result = l.T("rat.won")
		case 0.5:
			result = l.T("rat.drawn")
		}
		item := app.Li().Text(l.T("rat.item", r.At.Local().Format("2006-01-02 15:04"), result, r.Level, r.LevelRating,
			after, signedText(after-before)))
		out = append([]app.UI{item}, out...)
	}
	if len(out) > 10 {
		out = out[:10]
	}
	return out
}

// export saves the player's rated games as a ratings file.
func (p *ratingsPage) export(ctx app.Context, e app.Event) {
	saveFile("impasse-ratings-"+time.Now().Format("20060102-1504")+".txt", p.hist.String())
}

// read reads text as a ratings file and, once it reads, makes its games
// the player's rated games, after asking when that replaces others. A
// file that does not read changes nothing, and the page says why.
func (p *ratingsPage) read(ctx app.Context, text string) {
	p.err, p.done = "", ""
	h, msg := readRatingsImport(p.Lang, text, p.ok)
	if msg != "" {
		p.err = msg
		return
	}
	importRatings(ctx, p.Lang, p.hist, h, func(ctx app.Context, err error) {
		if err != nil {
			p.err = p.Lang.T("err.save", storageCause(err))
			return
		}
		p.hist, p.game, p.text = h, "", ""
		p.done = p.Lang.T("rat.imported", len(h))
	})
}

// readRatingsImport reads text, a ratings file to import over the
// player's rated games (hadOK false when those could not be read nor set
// aside), or says in l why it will not be imported.
func readRatingsImport(l i18n.Lang, text string, hadOK bool) (h rating.History, msg string) {
	if strings.TrimSpace(text) == "" {
		return nil, l.T("rat.empty")
	}
	h, err := readRatingsFile(text)
	if err != nil {
		return nil, l.T("rat.bad", ratingsError(l, err))
	}
	if !hadOK {
		return nil, l.T("rat.keptUnread")
	}
	return h, ""
}

// importRatings keeps h as the player's rated games in place of had,
// asking first when that replaces other games, then calls done with
// what keeping them gave, in the context of the component that asked
// (which draws itself again).
func importRatings(ctx app.Context, l i18n.Lang, had, h rating.History, done func(ctx app.Context, err error)) {
	replace := func(ctx app.Context) { done(ctx, saveRatings(ctx, h)) }
	if len(had) > 0 && had.String() != h.String() {
		ask(ctx, l.T("rat.confirmReplace", len(had), len(h)), func(app.Context) { ctx.Dispatch(replace) })
		return
	}
	replace(ctx)
}

// openFile reads the file chosen in the picker as a ratings file.
func (p *ratingsPage) openFile(ctx app.Context, e app.Event) {
	file, ok := chosenFile(ctx.JSSrc())
	if !ok {
		return
	}
	if size := file.Get("size").Int(); size > rating.MaxFileSize {
		p.err = p.Lang.T("rat.bad", p.Lang.T("rat.problem0"))
		return
	}
	readFileText(ctx, file, p.read, func(_ app.Context, why string) { p.err = p.Lang.T("rec.unreadable", why) })
}

// ratingGraph draws a player's ratings in a game over their rated games,
// curve[0] the rating before the first, as SVG markup: the line, a dot a
// game, the levels' ratings within its range as dashed lines, a scale,
// and the rating now. Its label says the same in words, for a screen
// reader.
func ratingGraph(l i18n.Lang, title string, curve []float64, levels []int) string {
	// The right margin holds the levels' names, "Niveau 8" the longest.
	const w, h, left, right, top, bottom = 480.0, 240.0, 44.0, 78.0, 14.0, 30.0
	lo, hi := curve[0], curve[0]
	for _, r := range curve {
		lo, hi = math.Min(lo, r), math.Max(hi, r)
	}
	// The scale's step is the smallest of 25, 50, 100, 200… that marks
	// the range in at most four steps.
	step := 25.0
	for (hi-lo)/step > 4 {
		step *= 2
	}
	lo, hi = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
	if hi == lo {
		lo, hi = lo-step, hi+step
	}
	n := len(curve) - 1
	x := func(i int) float64 { return left + (w-left-right)*float64(i)/float64(max(n, 1)) }
	y := func(r float64) float64 { return top + (h-top-bottom)*(hi-r)/(hi-lo) }
	last := int(math.Round(curve[n]))
	label := l.T("rat.graphLabel", title, n, int(math.Round(curve[0])), last)
	var b svg.B
	b.Open(svg.Nums(0, 0, w, h), `role="img"`, "aria-label", label)
	b.TextEl("title", label)
	for r := lo; r <= hi+step/2; r += step {
		b.Line("grid", left, y(r), w-right, y(r))
		b.Label("scale", strconv.Itoa(int(r)), left-6, y(r)+5, "text-anchor", "end")
	}
	for i, lr := range levels {
		if r := float64(lr); lr != 0 && r >= lo && r <= hi {
			b.Line("level", left, y(r), w-right, y(r))
			b.Label("level", l.T("new.levelShort", i+1), w-right+4, y(r)+5)
		}
	}
	b.Label("scale", l.T("rat.axis", n), (left+w-right)/2, h-6, "text-anchor", "middle")
	var d svg.Path
	for i, r := range curve {
		c := byte('L')
		if i == 0 {
			c = 'M'
		}
		d.Cmd(c, x(i), y(r))
	}
	b.El(`path class="curve"`, "d", d.String())
	for i, r := range curve {
		b.Circle("dot", x(i), y(r), 4)
	}
	// The rating now, above its dot, or below when that is the top.
	ly := y(curve[n]) - 10
	if ly < top+8 {
		ly += 30
	}
	b.Label("last", strconv.Itoa(last), x(n), ly, "text-anchor", "end")
	return b.Close()
}
