//go:build !wasm

package duoview

import (
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/board"
	"impasse/app/svg"
	"impasse/app/svg/svgtest"
	"impasse/rules/blokusduo"
)

// boardElems draws the board layer as go-app elements, the way the
// board would without svg.B: the same picture as boardSVG (see
// TestElemsSamePicture), for BenchmarkLayer.
func (b *Board) boardElems(s *blokusduo.State) app.UI {
	el := func(tag string, kv ...any) app.HTMLElemSelfClosing {
		e := app.ElemSelfClosing(tag)
		for i := 0; i < len(kv); i += 2 {
			e = e.Attr(kv[i].(string), kv[i+1])
		}
		return e
	}
	text := func(t string, kv ...any) app.UI {
		e := app.Elem("text")
		for i := 0; i < len(kv); i += 2 {
			e = e.Attr(kv[i].(string), kv[i+1])
		}
		return e.Text(t)
	}
	var body []app.UI
	body = append(body, el("rect", "class", "board-bg", "width", 14, "height", 14, "rx", 0.15))
	var d svg.Path
	for i := 1.0; i < blokusduo.Size; i++ {
		d.Cmd('M', i, 0).Cmd('V', 14).Cmd('M', 0, i).Cmd('H', 14)
	}
	body = append(body, el("path", "class", "grid", "d", d.String()))
	for i := 0; i < blokusduo.Size; i++ {
		body = append(body,
			text(string(rune('a'+i)), "class", "coord", "x", float64(i)+0.5, "y", 14.55),
			text(strconv.Itoa(i+1), "class", "coord", "x", -0.38, "y", float64(blokusduo.Size-1-i)+0.62))
	}
	for _, sq := range []blokusduo.Square{blokusduo.StartE10, blokusduo.StartJ5} {
		if s.At(sq) < 0 {
			x, y := xy(sq)
			body = append(body, el("circle", "class", "start", "cx", x+0.5, "cy", y+0.5, "r", 0.28))
		}
	}
	var last squareSet
	m, fresh, ok := board.Last(b.P)
	if ok {
		last.add(blokusduo.Cells(m))
	}
	for sq := blokusduo.Square(0); sq < blokusduo.Sq(0, blokusduo.Size); sq++ {
		if c := s.At(sq); c >= 0 && sq.Col() < blokusduo.Size {
			cls := ""
			if last[sq] {
				cls = " " + board.LastClass(fresh)
			}
			var mark app.UI = el("circle", "class", "mark", "cx", 0.5, "cy", 0.5, "r", 0.13)
			if c != 0 {
				mark = el("path", "class", "mark", "d", "M0.5 0.331L0.669 0.5L0.5 0.669L0.331 0.5Z")
			}
			body = append(body, app.Elem("g").Class("cell seat"+strconv.Itoa(c)+cls).Attr("data-sq", sq.String()).
				Attr("transform", "translate("+svg.Nums(xy(sq))+")").Body(
				el("rect", "class", "fill", "x", 0.04, "y", 0.04, "width", 0.92, "height", 0.92, "rx", 0.14),
				mark,
			))
		}
	}
	return app.Elem("svg").XMLNS(svg.NS).Attr("viewBox", svg.Nums(viewX, viewY, viewW, viewH)).
		Class("board").Attr("role", "img").Attr("aria-label", "Blokus Duo").Body(body...)
}

// TestElemsSamePicture checks that the two ways of drawing the board
// layer compared by BenchmarkLayer draw the same picture.
func TestElemsSamePicture(t *testing.T) {
	b, s := snapBoard(t)
	// go-app sets the namespace of the elements, not an attribute, and
	// writes empty elements as HTML does (<rect>).
	text := strings.Replace(b.boardSVG(s), ` xmlns="`+svg.NS+`"`, "", 1)
	text = strings.ReplaceAll(text, "/>", ">")
	if d := svgtest.Diff(app.HTMLString(b.boardElems(s)), text); d != "" {
		t.Error(d)
	}
}

// BenchmarkLayer builds Duo's board layer as it is redrawn after a
// click (a game in progress, the last move marked): as text handed to
// app.Raw, as the board does, or as go-app elements. Run it in
// WebAssembly too:
//
//	GOOS=js GOARCH=wasm go test -run NONE -bench Layer -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./app/duoview
func BenchmarkLayer(bm *testing.B) {
	b, s := snapBoard(&testing.T{})
	bm.Run("text", func(bm *testing.B) {
		bm.ReportAllocs()
		for bm.Loop() {
			_ = app.Raw(b.boardSVG(s))
		}
	})
	bm.Run("elements", func(bm *testing.B) {
		bm.ReportAllocs()
		for bm.Loop() {
			_ = b.boardElems(s)
		}
	})
}

// BenchmarkSide builds the trays and tools beside Duo's board, as they
// are redrawn at every move.
func BenchmarkSide(bm *testing.B) {
	b, s := snapBoard(&testing.T{})
	bm.ReportAllocs()
	for bm.Loop() {
		_, _, _ = b.sideHTML(s, "en", 0)
	}
}
