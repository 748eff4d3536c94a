// Package svg writes SVG and HTML markup as text:
//
//	var b svg.B
//	b.Open("0 0 14 14", `class="board"`)
//	b.Rect("bed", 0, 0, 14, 14, 0.2)
//	b.Group("piece", x, y, "data-sq", "e5").Circle("fill", 0.5, 0.5, 0.3).End("g")
//	b.Label("coord", "a", 0.5, 14.5)
//	b.El(`rect class="fill" width="1" height="1"`, "data-sq", "e5")
//	markup := b.Close()
//
// El, Start and TextEl take the element's name, followed by any
// attributes that never change written as in markup, then the
// attributes that vary as name, value pairs of strings (escaped). The
// shapes a board draws most (Rect, Circle, Line, Label, Group) take
// their numbers as numbers. Boards are drawn as one string per layer:
// that is faster than building go-app elements (see BenchmarkLayer in
// app/duoview), and this API keeps the WebAssembly small (no value is
// boxed into an interface).
package svg

import (
	"strconv"
	"strings"
)

// NS is the SVG namespace.
const NS = "http://www.w3.org/2000/svg"

// B accumulates markup. The zero value is ready to use.
type B struct {
	buf []byte
}

// Open starts an svg root element with the given viewBox and constant
// attributes (markup, such as `class="board"`), then varying ones.
func (b *B) Open(viewBox, fixed string, attrs ...string) *B {
	b.tag("<", `svg xmlns="`+NS+`" viewBox="`+viewBox+`" `+fixed, attrs, ">")
	return b
}

// Close ends the svg root element and returns the markup.
func (b *B) Close() string {
	return b.End("svg").String()
}

// El writes an element without children:
// El(`rect width="1" height="1"`, "data-sq", "e5").
func (b *B) El(name string, attrs ...string) *B {
	b.tag("<", name, attrs, "/>")
	return b
}

// Start opens an element that has children; End closes it.
func (b *B) Start(name string, attrs ...string) *B {
	b.tag("<", name, attrs, ">")
	return b
}

// End closes an element opened with Start: End("g").
func (b *B) End(name string) *B {
	b.tag("</", name, nil, ">")
	return b
}

// Text writes text, escaped.
func (b *B) Text(s string) *B {
	b.buf = appendEscaped(b.buf, s)
	return b
}

// TextEl writes an element holding text: TextEl(`p class="step"`, "Go").
func (b *B) TextEl(name, text string, attrs ...string) *B {
	b.tag("<", name, attrs, ">")
	b.buf = appendEscaped(b.buf, text)
	if i := strings.IndexByte(name, ' '); i >= 0 {
		name = name[:i]
	}
	b.tag("</", name, nil, ">")
	return b
}

// Raw writes markup as it is: a drawing made by another B, or a
// constant.
func (b *B) Raw(markup string) *B {
	b.buf = append(b.buf, markup...)
	return b
}

// String returns the markup written so far.
func (b *B) String() string { return string(b.buf) }

// Rect writes a rect with the given class (none when ""), position,
// size and corner radius (none when 0), and attributes.
func (b *B) Rect(class string, x, y, w, h, r float64, attrs ...string) *B {
	b.shape("rect", class, rectNames, []float64{x, y, w, h, r}, attrs)
	return b
}

// Circle writes a circle with the given class, centre and radius, and
// attributes.
func (b *B) Circle(class string, cx, cy, r float64, attrs ...string) *B {
	b.shape("circle", class, circleNames, []float64{cx, cy, r}, attrs)
	return b
}

// Line writes a line with the given class from x1, y1 to x2, y2.
func (b *B) Line(class string, x1, y1, x2, y2 float64, attrs ...string) *B {
	b.shape("line", class, lineNames, []float64{x1, y1, x2, y2}, attrs)
	return b
}

// Label writes a text element with the given class at x, y.
func (b *B) Label(class, text string, x, y float64, attrs ...string) *B {
	b.shape("text", class, textNames, []float64{x, y}, attrs)
	b.buf = appendEscaped(b.buf, text)
	b.tag("</", "text", nil, ">")
	return b
}

// Group opens a g element with the given class, moved to x, y, and
// attributes; End("g") closes it.
func (b *B) Group(class string, x, y float64, attrs ...string) *B {
	b.tag("<", `g class="`+class+`" transform="translate(`+Nums(x, y)+`)"`, attrs, ">")
	return b
}

// The numeric attributes of the shapes, in the order of their arguments.
var (
	rectNames   = []string{"x", "y", "width", "height", "rx"}
	circleNames = []string{"cx", "cy", "r"}
	lineNames   = []string{"x1", "y1", "x2", "y2"}
	textNames   = []string{"x", "y"}
)

// shape writes an element with a class and numeric attributes (an rx of
// 0 left out).
func (b *B) shape(name, class string, names []string, nums []float64, attrs []string) {
	b.buf = append(b.buf, '<')
	b.buf = append(b.buf, name...)
	if class != "" {
		b.buf = append(b.buf, ` class="`...)
		b.buf = appendEscaped(b.buf, class)
		b.buf = append(b.buf, '"')
	}
	for i, n := range names {
		if n == "" || n == "rx" && nums[i] == 0 {
			continue
		}
		b.buf = append(b.buf, ' ')
		b.buf = append(b.buf, n...)
		b.buf = append(b.buf, `="`...)
		b.buf = appendNum(b.buf, nums[i])
		b.buf = append(b.buf, '"')
	}
	b.tag("", "", attrs, "")
	if name != "text" {
		b.buf = append(b.buf, "/>"...)
	} else {
		b.buf = append(b.buf, '>')
	}
}

// tag writes open, the name, the attributes and end. Every element goes
// through it: one copy of the code, however many elements a board has.
func (b *B) tag(open, name string, kv []string, end string) {
	if len(kv)%2 != 0 {
		panic("svg: attributes must come in name, value pairs")
	}
	b.buf = append(b.buf, open...)
	b.buf = append(b.buf, name...)
	for i := 0; i < len(kv); i += 2 {
		b.buf = append(b.buf, ' ')
		b.buf = append(b.buf, kv[i]...)
		b.buf = append(b.buf, `="`...)
		b.buf = appendEscaped(b.buf, kv[i+1])
		b.buf = append(b.buf, '"')
	}
	b.buf = append(b.buf, end...)
}

// Nums returns numbers separated by spaces, for a viewBox or the points
// of a polyline.
func Nums(v ...float64) string {
	var buf []byte
	for i, f := range v {
		if i > 0 {
			buf = append(buf, ' ')
		}
		buf = appendNum(buf, f)
	}
	return string(buf)
}

// Path builds the d attribute of a path, one command at a time:
//
//	var d svg.Path
//	d.Cmd('M', 0, 1).Cmd('H', 14).Cmd('z')
//	b.El("path", "d", d.String())
type Path struct {
	buf []byte
}

// Cmd adds the command c (M, L, H, V, h, v, z, …) with its numbers.
func (p *Path) Cmd(c byte, v ...float64) *Path {
	p.buf = append(p.buf, c)
	for i, f := range v {
		if i > 0 {
			p.buf = append(p.buf, ' ')
		}
		p.buf = appendNum(p.buf, f)
	}
	return p
}

// String returns the path's data.
func (p *Path) String() string { return string(p.buf) }

// appendNum appends f with at most five significant digits.
func appendNum(buf []byte, f float64) []byte {
	return strconv.AppendFloat(buf, f, 'g', 5, 64)
}

// Escape escapes text for markup, as html.EscapeString does.
func Escape(s string) string {
	return string(appendEscaped(nil, s))
}

// appendEscaped appends s with the five characters that
// html.EscapeString escapes escaped the same way.
func appendEscaped(b []byte, s string) []byte {
	for {
		i := strings.IndexAny(s, `<>&'"`)
		if i < 0 {
			return append(b, s...)
		}
		b = append(b, s[:i]...)
		switch s[i] {
		case '<':
			b = append(b, "&lt;"...)
		case '>':
			b = append(b, "&gt;"...)
		case '&':
			b = append(b, "&amp;"...)
		case '\'':
			b = append(b, "&#39;"...)
		default:
			b = append(b, "&#34;"...)
		}
		s = s[i+1:]
	}
}
