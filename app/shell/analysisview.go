package shell

import (
	"math"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/aiclient"
	"impasse/app/i18n"
)

// analysisOf returns the analysis panel of the game shown, drawn while
// the replay is on.
func (s *Shell) analysisOf(l i18n.Lang) *analysisPanel {
	sess := s.sess
	on, at := sess.Replaying()
	p := &analysisPanel{
		// A game played alone has no winning chances to draw: its
		// solver tells a line, not a value.
		Shown:  on && len(sess.Seats) > 1,
		Lang:   l,
		Sess:   sess,
		At:     at,
		OnJump: s.replayTo,
		Seats:  s.seatLabels(),
	}
	switch {
	case sess.Over():
	case sess.hidden():
		p.NotNow = l.T("analysis.hidden")
	case sess.Rated():
		// The winning chances would help the person, as a hint would.
		p.NotNow = l.T("analysis.rated")
	}
	p.CanAnalyse = len(sess.Moves()) > 0 && p.NotNow == ""
	return p
}

// analysisPanel is the analysis of the game shown, under the replay: the
// button that starts or stops it, its progress, each seat's winning
// chances over the game (a click shows that position) and the moves that
// lost the most. It stays in the page while the replay is closed (drawn
// as an empty text), so that an analysis goes on meanwhile; what it
// found is kept with the game (Session.analysis). It owns the run: its
// worker, whether it runs, why it stopped short.
type analysisPanel struct {
	app.Compo

	Lang i18n.Lang
	Sess *Session
	// Shown is set while the replay is on, At is the number of moves of
	// the position it shows.
	Shown bool
	At    int
	// CanAnalyse is set when the game may be analysed now; NotNow says
	// why not: a game with hidden information, or a rated one, only once
	// over (the values would tell what each seat holds, or help the
	// person as a hint would).
	CanAnalyse bool
	NotNow     string
	Seats      []seatLabel
	// OnJump shows the position after the first k moves in the replay.
	OnJump func(ctx app.Context, k int)

	// ctx is the panel's own context, for the worker's answers.
	ctx app.Context
	// run is the analysis running in the worker, or nil; err says why
	// the last one stopped short.
	run    *analysis
	err    string
	client *aiclient.Client
	cancel func()
}

// OnMount keeps the panel's context.
func (p *analysisPanel) OnMount(ctx app.Context) { p.ctx = ctx }

// OnUpdate stops an analysis of a game no longer shown.
func (p *analysisPanel) OnUpdate(ctx app.Context) {
	if p.run != nil && p.run.sess != p.Sess {
		p.stop()
	}
}

// OnDismount stops the analysis: the game is no longer shown.
func (p *analysisPanel) OnDismount() { p.stop() }

// analyse starts, or takes up again, the analysis of the game shown.
func (p *analysisPanel) analyse(ctx app.Context) {
	if !p.CanAnalyse {
		return
	}
	sess := p.Sess
	if !sess.analysis.of(sess) {
		sess.analysis = newAnalysis(sess)
	}
	if p.client == nil {
		p.client = aiclient.New(ctx.ResolveStaticResource("/web/ai-worker.js"))
	}
	p.run = sess.analysis
	p.err = ""
	p.next(p.run)
}

// next asks the worker about the next position of a not yet evaluated,
// or ends the analysis when none is left or the game changed.
func (p *analysisPanel) next(a *analysis) {
	k, ok := a.next()
	if !ok || !a.of(p.Sess) {
		p.stop()
		return
	}
	game, record, seat := a.request(k)
	req := aiclient.Request{Game: game, Record: record, Seat: seat, TimeMs: analysisMillis, Hint: true, Value: true}
	p.cancel = p.client.Ask(req, func(r aiclient.Reply) {
		p.ctx.Dispatch(func(ctx app.Context) {
			if p.run != a {
				return
			}
			if r.Error != "" || r.Stats == nil {
				p.err = r.Error
				p.stop()
				return
			}
			a.answer(k, r.Stats)
			p.next(a)
		})
	})
}

// stop ends the analysis under way, keeping what it found, and closes
// its worker.
func (p *analysisPanel) stop() {
	p.run = nil
	if p.cancel != nil {
		p.cancel()
		p.cancel = nil
	}
	if p.client != nil {
		p.client.Close()
		p.client = nil
	}
}

// Size of the graph's drawing.
const (
	graphW = 300
	graphH = 100
)

// Render draws the panel while the replay is on.
func (p *analysisPanel) Render() app.UI {
	if !p.Shown {
		return app.Text("")
	}
	return p.panel()
}

// panel draws the panel shown.
func (p *analysisPanel) panel() app.UI {
	l := p.Lang
	a := p.Sess.analysis
	if !a.of(p.Sess) {
		a = nil
	}
	label, note, complete := l.T("analysis.start"), "", false
	switch {
	case p.run != nil:
		label = l.T("analysis.stop")
	case !p.CanAnalyse:
		note = p.NotNow
	case p.err != "":
		note = l.T("analysis.failed", p.err)
	}
	if a != nil {
		done, total := a.progress()
		switch {
		case p.run != nil:
			note = l.T("analysis.progress", done, total)
		case note == "" && done < total:
			label = l.T("analysis.resume")
			note = l.T("analysis.partial", done, total)
		case note == "":
			note, complete = l.T("analysis.done"), true
		}
	}
	var blunders []app.UI
	var graph []app.UI
	if a != nil {
		n := len(a.line)
		x := func(k int) float64 { return float64(k) * graphW / float64(max(n, 1)) }
		y := func(v float64) float64 { return (1 - v) * graphH }
		graph = append(graph,
			svgElem("line").Class("graph-mid").Attr("x1", 0).Attr("y1", graphH/2).Attr("x2", graphW).Attr("y2", graphH/2),
			svgElem("line").Class("graph-at").Attr("x1", x(p.At)).Attr("y1", 0).Attr("x2", x(p.At)).Attr("y2", graphH),
		)
		for seat := range a.players {
			at, v := a.curve(seat)
			var pts []byte
			for i := range at {
				if i > 0 {
					pts = append(pts, ' ')
				}
				pts = strconv.AppendFloat(pts, x(at[i]), 'f', 1, 64)
				pts = append(pts, ',')
				pts = strconv.AppendFloat(pts, y(v[i]), 'f', 1, 64)
			}
			graph = append(graph, svgElem("polyline").Class("graph-seat").Attr("points", string(pts)).
				Attr("stroke", p.Seats[seat].Colour))
		}
		for i, b := range a.blunders(3) {
			v, _ := a.valueFor(b.Move, b.Seat)
			graph = append(graph, svgElem("circle").Class("graph-blunder").Attr("cx", x(b.Move)).Attr("cy", y(v)).
				Attr("r", 3.5).DataSet("k", b.Move+1))
			blunders = append(blunders, app.Li().Body(
				app.Button().Class("btn", "small").ID("blunder-"+strconv.Itoa(i+1)).DataSet("k", b.Move+1).
					Body(
						app.Span().Class("chip").Style("background", p.Seats[b.Seat].Colour),
						app.Text(l.T("analysis.blunder", b.Move+1, p.Seats[b.Seat].Name, int(math.Round(b.Loss*100)))),
					).OnClick(p.jumpTo),
			))
		}
	}
	return app.Section().Class("analysis").ID("analysis").Aria("label", l.T("analysis.title")).Body(
		app.Div().Class("analysis-head").Body(
			button("analyse", label, func(ctx app.Context, e app.Event) {
				if p.run != nil {
					p.stop()
				} else {
					p.analyse(ctx)
				}
			}).Disabled(!p.CanAnalyse || complete),
			app.Span().Class("analysis-note").ID("analysis-note").Aria("live", "polite").Text(note),
		),
		svgElem("svg").Class("graph").ID("analysis-graph").Attr("viewBox", "0 0 "+strconv.Itoa(graphW)+" "+strconv.Itoa(graphH)).
			Attr("preserveAspectRatio", "none").Attr("role", "img").Aria("label", l.T("analysis.graph")).
			Hidden(a == nil).Body(graph...).OnClick(p.graphClick),
		app.Ul().Class("blunders").ID("blunders").Body(blunders...),
	)
}

// jumpTo shows in the replay the position its element names (data-k).
func (p *analysisPanel) jumpTo(ctx app.Context, e app.Event) {
	if k, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("k").String()); err == nil {
		p.OnJump(ctx, k)
	}
}

// graphClick shows the position under the click on the graph: a marked
// move's, or the one at that place of the game.
func (p *analysisPanel) graphClick(ctx app.Context, e app.Event) {
	a := p.Sess.analysis
	if !a.of(p.Sess) {
		return
	}
	if k := e.Get("target").Call("getAttribute", "data-k"); k.Truthy() {
		if n, err := strconv.Atoi(k.String()); err == nil {
			p.OnJump(ctx, n)
			return
		}
	}
	box := ctx.JSSrc().Call("getBoundingClientRect")
	w := box.Get("width").Float()
	if w <= 0 {
		return
	}
	frac := (e.Get("clientX").Float() - box.Get("left").Float()) / w
	p.OnJump(ctx, int(math.Round(frac*float64(len(a.line)))))
}
