package shell

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/gifenc"
	"impasse/app/i18n"
)

// Pictures of a game, made in the page: the position shown as SVG (the
// board's drawing, with the styles of the current theme written into
// it) or PNG (that SVG drawn on a canvas), the whole game as an animated
// GIF (each position shown by the replay in turn, drawn on a canvas,
// written by gifenc). A picture made is offered through the share sheet
// where the browser has one for files, and as a download.

// pictureStyles are the properties of each element of the board that
// the SVG written carries, as the page's styles compute them.
var pictureStyles = []string{
	"fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity",
	"stroke-dasharray", "stroke-linecap", "stroke-linejoin", "opacity", "visibility", "display",
	"font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline", "paint-order",
}

// The pictures' sizes and timing.
const (
	pngScale = 2   // a PNG has twice the pixels of the board on screen
	gifSide  = 480 // a GIF's longer side at most, in pixels
	gifDelay = 80  // each position of a GIF shows 0.8 s
	gifLast  = 300 // the last one 3 s
	// frameWait is how long the page is given to draw a position of the
	// replay before the GIF takes it.
	frameWait = 40 * time.Millisecond
)

// boardSVG returns the drawing of the board shown as a standalone SVG
// and its size on screen: the largest SVG of the board's area, its
// elements' styles written into them and the theme's background behind.
func boardSVG() (text string, w, h float64, err error) {
	doc := app.Window().Get("document")
	area := doc.Call("querySelector", ".board-area")
	if !area.Truthy() {
		return "", 0, 0, errors.New("no board to draw")
	}
	svgs := area.Call("querySelectorAll", "svg")
	var board app.Value
	for i := 0; i < svgs.Length(); i++ {
		el := svgs.Index(i)
		if el.Get("parentElement").Call("closest", "svg").Truthy() {
			continue // a drawing inside another
		}
		r := el.Call("getBoundingClientRect")
		if a := r.Get("width").Float() * r.Get("height").Float(); a > w*h {
			board, w, h = el, r.Get("width").Float(), r.Get("height").Float()
		}
	}
	if board == nil || w < 1 || h < 1 {
		return "", 0, 0, errors.New("no board to draw")
	}
	clone := board.Call("cloneNode", true)
	styleLike(board, clone)
	from, to := board.Call("querySelectorAll", "*"), clone.Call("querySelectorAll", "*")
	for i := 0; i < from.Length() && i < to.Length(); i++ {
		styleLike(from.Index(i), to.Index(i))
	}
	clone.Call("setAttribute", "xmlns", svgNS)
	clone.Call("setAttribute", "width", strconv.FormatFloat(w, 'f', 0, 64))
	clone.Call("setAttribute", "height", strconv.FormatFloat(h, 'f', 0, 64))
	clone.Call("removeAttribute", "class")
	bg := doc.Call("createElementNS", svgNS, "rect")
	for _, a := range [][2]string{{"x", "-50%"}, {"y", "-50%"}, {"width", "200%"}, {"height", "200%"}} {
		bg.Call("setAttribute", a[0], a[1])
	}
	bg.Call("setAttribute", "style", "fill:"+background(area))
	clone.Call("insertBefore", bg, clone.Get("firstChild"))
	text = app.Window().Get("XMLSerializer").New().Call("serializeToString", clone).String()
	return text, w, h, nil
}

// styleLike writes into the style of to, a copy of element from, the
// properties of pictureStyles as the page computes them for from.
func styleLike(from, to app.Value) {
	cs := app.Window().Call("getComputedStyle", from)
	var b strings.Builder
	for _, p := range pictureStyles {
		if v := cs.Call("getPropertyValue", p).String(); v != "" {
			b.WriteString(p + ":" + v + ";")
		}
	}
	to.Call("setAttribute", "style", b.String())
}

// background returns the colour behind el: its own, or the first of its
// ancestors' that is not transparent, else the theme's --bg.
func background(el app.Value) string {
	for e := el; e.Truthy(); e = e.Get("parentElement") {
		c := app.Window().Call("getComputedStyle", e).Get("backgroundColor").String()
		if c != "" && c != "transparent" && c != "rgba(0, 0, 0, 0)" {
			return c
		}
	}
	root := app.Window().Get("document").Get("documentElement")
	return app.Window().Call("getComputedStyle", root).Call("getPropertyValue", "--bg").String()
}

// raster draws svg, an SVG w × h, on a canvas of width × height pixels
// and passes the canvas to done, on the UI goroutine through ctx, or an
// error when the browser could not draw it.
func raster(ctx app.Context, svg string, width, height int, done func(ctx app.Context, canvas app.Value, err error)) {
	win := app.Window()
	blob := win.Get("Blob").New([]any{svg}, map[string]any{"type": "image/svg+xml"})
	url := win.Get("URL").Call("createObjectURL", blob)
	img := win.Get("Image").New()
	var onload, onerror app.Func
	finish := func(err error) {
		win.Get("URL").Call("revokeObjectURL", url)
		onload.Release()
		onerror.Release()
		var canvas app.Value
		if err == nil {
			canvas = win.Get("document").Call("createElement", "canvas")
			canvas.Set("width", width)
			canvas.Set("height", height)
			canvas.Call("getContext", "2d").Call("drawImage", img, 0, 0, width, height)
		}
		ctx.Dispatch(func(ctx app.Context) { done(ctx, canvas, err) })
	}
	onload = app.FuncOf(func(this app.Value, args []app.Value) any {
		finish(nil)
		return nil
	})
	onerror = app.FuncOf(func(this app.Value, args []app.Value) any {
		finish(errors.New("the browser could not draw the board"))
		return nil
	})
	img.Set("onload", onload)
	img.Set("onerror", onerror)
	img.Set("src", url)
}

// pixels returns the RGBA pixels of a canvas.
func pixels(canvas app.Value) []byte {
	w, h := canvas.Get("width").Int(), canvas.Get("height").Int()
	data := canvas.Call("getContext", "2d").Call("getImageData", 0, 0, w, h).Get("data")
	pix := make([]byte, w*h*4)
	app.CopyBytesToGo(pix, data)
	return pix
}

// picture is a picture made: its file and what it shows.
type picture struct {
	name string
	file app.Value // a File, for the share sheet and the download
	size int
	w, h int
	// frames is the number of frames of a GIF, 0 for a still picture.
	frames int
}

// newPicture makes a picture of data (or of blob when data is nil),
// named name, of type mime.
func newPicture(name, mime string, data []byte, blob app.Value, w, h, frames int) picture {
	win := app.Window()
	if data != nil {
		arr := win.Get("Uint8Array").New(len(data))
		app.CopyBytesToJS(arr, data)
		blob = win.Get("Blob").New([]any{arr}, map[string]any{"type": mime})
	}
	file := win.Get("File").New([]any{blob}, name, map[string]any{"type": mime})
	return picture{name: name, file: file, size: blob.Get("size").Int(), w: w, h: h, frames: frames}
}

// picturePanel offers pictures of the game shown (see above): three
// buttons, what is being made, and the picture made with its size, to
// share or download. It steps the game's replay to make a GIF, and
// leaves it as it found it.
type picturePanel struct {
	app.Compo

	Lang i18n.Lang
	// Sess is the game shown; Game tells one game shown from the next.
	Sess *Session
	Game int
	// Name starts the files' names: the game's id.
	Name string

	// open shows the buttons; of is the game the picture made is of;
	// busy says what is being made ("" when nothing); made is the last
	// picture, err why the last one failed.
	open bool
	of   int
	busy string
	made *picture
	err  string
	// restore leaves the page as the GIF found it (the replay, the
	// animations), while one is being made.
	restore func()
}

// OnDismount leaves the page as a GIF being made found it: its next
// steps, which come through the panel, will not.
func (p *picturePanel) OnDismount() {
	if p.restore != nil {
		p.restore()
	}
}

// OnUpdate forgets the picture of another game.
func (p *picturePanel) OnUpdate(ctx app.Context) {
	if p.of != p.Game {
		p.of, p.made, p.err = p.Game, nil, ""
	}
}

// fileName names a picture of the game: "blokusduo-20261129-0612.png".
func (p *picturePanel) fileName(ext string) string {
	return p.Name + "-" + time.Now().Format("20060102-1504") + "." + ext
}

// start begins making a picture, unless one is being made.
func (p *picturePanel) start(what string) bool {
	if p.busy != "" {
		return false
	}
	p.busy, p.made, p.err, p.of = what, nil, "", p.Game
	return true
}

// fail says why the picture could not be made.
func (p *picturePanel) fail(err error) {
	p.busy, p.err = "", p.Lang.T("pic.failed", err)
}

// position starts a picture of the position shown: the board as SVG
// and its size, or false when another picture is being made or the
// board cannot be had (said).
func (p *picturePanel) position() (svg string, w, h float64, ok bool) {
	if !p.start(p.Lang.T("pic.making")) {
		return "", 0, 0, false
	}
	svg, w, h, err := boardSVG()
	if err != nil {
		p.fail(err)
		return "", 0, 0, false
	}
	return svg, w, h, true
}

// makeSVG makes the position shown as SVG.
func (p *picturePanel) makeSVG(ctx app.Context, e app.Event) {
	svg, w, h, ok := p.position()
	if !ok {
		return
	}
	pic := newPicture(p.fileName("svg"), "image/svg+xml", []byte(svg), nil, int(w), int(h), 0)
	p.busy, p.made = "", &pic
}

// makePNG makes the position shown as PNG, at twice its size on screen.
func (p *picturePanel) makePNG(ctx app.Context, e app.Event) {
	svg, w, h, ok := p.position()
	if !ok {
		return
	}
	width, height := int(w)*pngScale, int(h)*pngScale
	raster(ctx, svg, width, height, func(ctx app.Context, canvas app.Value, err error) {
		if err != nil {
			p.fail(err)
			return
		}
		var cb app.Func
		cb = app.FuncOf(func(this app.Value, args []app.Value) any {
			cb.Release()
			blob := args[0]
			ctx.Dispatch(func(ctx app.Context) {
				if !blob.Truthy() {
					p.fail(errors.New("the browser could not write the PNG"))
					return
				}
				pic := newPicture(p.fileName("png"), "image/png", nil, blob, width, height, 0)
				p.busy, p.made = "", &pic
			})
			return nil
		})
		canvas.Call("toBlob", cb, "image/png")
	})
}

// makeGIF makes the whole game as an animated GIF: the replay shows each
// position in turn, with animations off, and each is drawn and added;
// the palette is taken from the first and the last position.
func (p *picturePanel) makeGIF(ctx app.Context, e app.Event) {
	sess := p.Sess
	n := len(sess.Moves())
	if n == 0 || !p.start(p.Lang.T("pic.makingFrame", 1, n+1)) {
		return
	}
	replaying, at := sess.Replaying()
	root := app.Window().Get("document").Get("documentElement")
	motion := root.Call("getAttribute", "data-motion")
	root.Call("setAttribute", "data-motion", "off")
	restore := func() {
		p.restore = nil
		if replaying {
			sess.ReplayTo(at)
		} else {
			sess.CloseReplay()
		}
		if motion.Truthy() {
			root.Call("setAttribute", "data-motion", motion.String())
		} else {
			root.Call("removeAttribute", "data-motion")
		}
	}
	p.restore = restore
	var (
		enc           *gifenc.Encoder
		width, height int
		last          []byte
	)
	// shoot shows position k, draws it and hands its pixels to then.
	shoot := func(k int, then func(ctx app.Context, pix []byte)) {
		sess.ReplayTo(k)
		ctx.After(frameWait, func(ctx app.Context) {
			svg, w, h, err := boardSVG()
			if err != nil {
				restore()
				p.fail(err)
				return
			}
			if width == 0 {
				scale := min(1, gifSide/max(w, h))
				width, height = max(int(w*scale), 1), max(int(h*scale), 1)
			}
			raster(ctx, svg, width, height, func(ctx app.Context, canvas app.Value, err error) {
				if err != nil {
					restore()
					p.fail(err)
					return
				}
				then(ctx, pixels(canvas))
			})
		})
	}
	// next adds position k, whose pixels are pix, and goes on to the
	// one after it, or ends with the last.
	var next func(ctx app.Context, k int, pix []byte)
	next = func(ctx app.Context, k int, pix []byte) {
		delay := gifDelay
		if k == n {
			delay = gifLast
		}
		if err := enc.Add(pix, delay); err != nil {
			restore()
			p.fail(err)
			return
		}
		switch {
		case k == n:
			restore()
			data, err := enc.GIF()
			if err != nil {
				p.fail(err)
				return
			}
			pic := newPicture(p.fileName("gif"), "image/gif", data, nil, width, height, enc.Frames())
			p.busy, p.made = "", &pic
		case k+1 == n:
			next(ctx, n, last)
		default:
			p.busy = p.Lang.T("pic.makingFrame", k+2, n+1)
			shoot(k+1, func(ctx app.Context, pix []byte) { next(ctx, k+1, pix) })
		}
	}
	// The last position first, for the palette with the first.
	shoot(n, func(ctx app.Context, pix []byte) {
		last = pix
		shoot(0, func(ctx app.Context, first []byte) {
			var err error
			if enc, err = gifenc.New(width, height, first, last); err != nil {
				restore()
				p.fail(err)
				return
			}
			next(ctx, 0, first)
		})
	})
}

// share offers the picture to the share sheet, or downloads it where the
// browser shares no file.
func (p *picturePanel) share(ctx app.Context, e app.Event) {
	if p.made == nil {
		return
	}
	nav := app.Window().Get("navigator")
	data := map[string]any{"files": []any{p.made.file}, "title": p.made.name}
	if nav.Get("canShare").Truthy() && nav.Call("canShare", data).Bool() {
		nav.Call("share", data).Call("catch", app.FuncOf(func(this app.Value, args []app.Value) any { return nil }))
		return
	}
	p.download(ctx, e)
}

// download saves the picture as a file.
func (p *picturePanel) download(ctx app.Context, e app.Event) {
	if p.made == nil {
		return
	}
	win := app.Window()
	url := win.Get("URL").Call("createObjectURL", p.made.file)
	a := win.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", p.made.name)
	a.Call("click")
	var revoke app.Func
	revoke = app.FuncOf(func(this app.Value, args []app.Value) any {
		win.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	win.Call("setTimeout", revoke, 10000)
}

// canShareFiles reports whether the browser has a share sheet for files.
func canShareFiles() bool {
	nav := app.Window().Get("navigator")
	return nav.Truthy() && nav.Get("canShare").Truthy()
}

// sizeText writes a number of bytes as a person reads it: "12 kB".
func sizeText(l i18n.Lang, n int) string {
	switch {
	case n < 1000:
		return l.T("pic.bytes", n)
	case n < 1000*1000:
		return l.T("pic.kB", (n+500)/1000)
	}
	tenths := (n + 50_000) / 100_000
	return l.T("pic.MB", tenths/10, tenths%10)
}

// toggle shows or hides the panel's buttons.
func (p *picturePanel) toggle(ctx app.Context, e app.Event) { p.open = !p.open }

// Render draws the panel: a button that shows the others.
func (p *picturePanel) Render() app.UI {
	var body []app.UI
	if p.open {
		body = p.controls()
	}
	return disclosure("pictures", p.Lang.T("pic.title"), p.open, p.toggle, body...)
}

// controls draws the open panel: a button for each kind of picture, what
// is being made, and the picture made or why not.
func (p *picturePanel) controls() []app.UI {
	l := p.Lang
	busy := p.busy != ""
	var made app.UI
	switch {
	case p.err != "":
		made = app.P().Class("pic-status", "error").ID("pic-error").Text(p.err)
	case p.made != nil && !busy:
		m := p.made
		what := l.T("pic.made", m.name, sizeText(l, m.size), m.w, m.h)
		if m.frames > 0 {
			what = l.T("pic.madeGIF", m.name, sizeText(l, m.size), m.w, m.h, m.frames)
		}
		made = app.Div().Class("pic-made").Body(
			app.P().ID("pic-made").Text(what),
			app.If(canShareFiles(), func() app.UI { return button("pic-share", l.T("pic.share"), p.share) }),
			button("pic-download", l.T("pic.download"), p.download),
		)
	}
	return []app.UI{
		app.Div().Class("pic-buttons").Body(
			button("pic-svg", l.T("pic.svg"), p.makeSVG).Disabled(busy),
			button("pic-png", l.T("pic.png"), p.makePNG).Disabled(busy),
			button("pic-gif", l.T("pic.gif"), p.makeGIF).Disabled(busy || len(p.Sess.Moves()) == 0),
		),
		app.P().Class("pic-status").ID("pic-busy").Text(p.busy),
		// Only the end is said: the picture made, or why not.
		app.Div().Aria("live", "polite").Body(or(made)),
	}
}

// picturesOf returns the pictures panel of the game shown.
func (s *Shell) picturesOf(l i18n.Lang) *picturePanel {
	return &picturePanel{Lang: l, Sess: s.sess, Game: s.opened, Name: s.sess.Game.Info().ID}
}

// The pictures' texts.
func init() {
	i18n.AddTexts(`
pic.title = Pictures of the game
pic.svg = Position as SVG
pic.png = Position as PNG
pic.gif = Game as a GIF
pic.making = Making the picture…
pic.makingFrame = Making the GIF: position %d of %d…
pic.made = %s: %s, %d × %d pixels.
pic.bytes = %d bytes
pic.kB = %d kB
pic.MB = %d.%d MB
pic.madeGIF = %s: %s, %d × %d pixels, %d pictures.
pic.share = Share
pic.download = Download
pic.failed = The picture could not be made: %v.
`, `
pic.title = Images de la partie
pic.svg = Position en SVG
pic.png = Position en PNG
pic.gif = Partie en GIF
pic.making = L'image se fait…
pic.makingFrame = Le GIF se fait : position %d sur %d…
pic.made = %s : %s, %d × %d pixels.
pic.bytes = %d octets
pic.kB = %d ko
pic.MB = %d,%d Mo
pic.madeGIF = %s : %s, %d × %d pixels, %d images.
pic.share = Partager
pic.download = Télécharger
pic.failed = L'image n'a pas pu être faite : %v.
`)
}
