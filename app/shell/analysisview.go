package shell

import (
	"math"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/aiclient"
	"impasse/app/i18n"
)

// analyst runs an analysis in a worker of its own, so that the
// computer players' questions and the analysis never cancel each other.
type analyst struct {
	client *aiclient.Client
	cancel func()
}

// canAnalyse reports whether the game shown may be analysed now: a game
// with hidden information only once over (the values would tell what
// each seat holds).
func (s *Shell) canAnalyse() bool {
	return len(s.sess.Moves()) > 0 && (!s.hidden() || s.sess.Over())
}

// analyse starts, or takes up again, the analysis of the game shown.
func (s *Shell) analyse(ctx app.Context) {
	if !s.canAnalyse() {
		return
	}
	if !s.analysis.of(s.sess) {
		s.analysis = newAnalysis(s.sess)
	}
	if s.analyst.client == nil {
		s.analyst.client = aiclient.New(ctx.ResolveStaticResource("/web/ai-worker.js"))
	}
	s.analysing = true
	s.analysisErr = ""
	s.analyseNext()
}

// analyseNext asks the worker about the next position not yet
// evaluated, or ends the analysis when none is left.
func (s *Shell) analyseNext() {
	a := s.analysis
	k, ok := a.next()
	if !ok || !a.of(s.sess) {
		s.stopAnalysis()
		return
	}
	game, record, seat := a.request(k)
	req := aiclient.Request{Game: game, Record: record, Seat: seat, TimeMs: analysisMillis, Hint: true}
	s.analyst.cancel = s.analyst.client.Ask(req, func(r aiclient.Reply) {
		s.root.Dispatch(func(ctx app.Context) {
			if s.analysis != a || !s.analysing {
				return
			}
			if r.Error != "" || r.Stats == nil {
				s.analysisErr = r.Error
				s.stopAnalysis()
				return
			}
			a.value[k] = math.Max(0, math.Min(1, r.Stats.Value))
			s.analyseNext()
		})
	})
}

// stopAnalysis ends the analysis under way, keeping what it found, and
// its worker.
func (s *Shell) stopAnalysis() {
	s.analysing = false
	if s.analyst.cancel != nil {
		s.analyst.cancel()
		s.analyst.cancel = nil
	}
	if s.analyst.client != nil {
		s.analyst.client.Close()
		s.analyst.client = nil
	}
}

// Size of the graph's drawing.
const (
	graphW = 300
	graphH = 100
)

// analysisPanel is the analysis of the game shown, under the replay: the
// button that starts or stops it, its progress, each seat's winning
// chances over the game (a click shows that position) and the moves
// that lost the most.
func (s *Shell) analysisPanel(l i18n.Lang) app.UI {
	a := s.analysis
	if !a.of(s.sess) {
		a = nil
	}
	label, note, complete := l.T("analysis.start"), "", false
	switch {
	case s.analysing:
		label = l.T("analysis.stop")
	case !s.canAnalyse():
		note = l.T("analysis.hidden")
	case s.analysisErr != "":
		note = l.T("analysis.failed", s.analysisErr)
	}
	if a != nil {
		done, total := a.progress()
		switch {
		case s.analysing:
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
			svgElem("line").Class("graph-at").Attr("x1", x(s.replay.at)).Attr("y1", 0).Attr("x2", x(s.replay.at)).Attr("y2", graphH),
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
				Attr("stroke", s.seatColour(seat)))
		}
		for i, b := range a.blunders(3) {
			v, _ := a.valueFor(b.Move, b.Seat)
			graph = append(graph, svgElem("circle").Class("graph-blunder").Attr("cx", x(b.Move)).Attr("cy", y(v)).
				Attr("r", 3.5).DataSet("k", b.Move+1))
			blunders = append(blunders, app.Li().Body(
				app.Button().Class("btn", "small").ID("blunder-"+strconv.Itoa(i+1)).DataSet("k", b.Move+1).
					Body(
						app.Span().Class("chip").Style("background", s.seatColour(b.Seat)),
						app.Text(l.T("analysis.blunder", b.Move+1, s.seatName(b.Seat), int(math.Round(b.Loss*100)))),
					).OnClick(s.jumpTo),
			))
		}
	}
	return app.Section().Class("analysis").ID("analysis").Aria("label", l.T("analysis.title")).Body(
		app.Div().Class("analysis-head").Body(
			button("analyse", label, func(ctx app.Context, e app.Event) {
				if s.analysing {
					s.stopAnalysis()
				} else {
					s.analyse(ctx)
				}
			}).Disabled(!s.canAnalyse() || complete),
			app.Span().Class("analysis-note").ID("analysis-note").Aria("live", "polite").Text(note),
		),
		svgElem("svg").Class("graph").ID("analysis-graph").Attr("viewBox", "0 0 "+strconv.Itoa(graphW)+" "+strconv.Itoa(graphH)).
			Attr("preserveAspectRatio", "none").Attr("role", "img").Aria("label", l.T("analysis.graph")).
			Hidden(a == nil).Body(graph...).OnClick(s.graphClick),
		app.Ul().Class("blunders").ID("blunders").Body(blunders...),
	)
}

// jumpTo shows in the replay the position its element names (data-k).
func (s *Shell) jumpTo(ctx app.Context, e app.Event) {
	if k, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("k").String()); err == nil {
		s.replayTo(ctx, k)
	}
}

// graphClick shows the position under the click on the graph: a marked
// move's, or the one at that place of the game.
func (s *Shell) graphClick(ctx app.Context, e app.Event) {
	a := s.analysis
	if !a.of(s.sess) {
		return
	}
	if k := e.Get("target").Call("getAttribute", "data-k"); k.Truthy() {
		if n, err := strconv.Atoi(k.String()); err == nil {
			s.replayTo(ctx, n)
			return
		}
	}
	box := ctx.JSSrc().Call("getBoundingClientRect")
	w := box.Get("width").Float()
	if w <= 0 {
		return
	}
	frac := (e.Get("clientX").Float() - box.Get("left").Float()) / w
	s.replayTo(ctx, int(math.Round(frac*float64(len(a.line)))))
}
