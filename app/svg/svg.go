// Package svg writes SVG and HTML markup as text:
//
//	var b svg.B
//	b.Open("viewBox", "0 0 14 14", "class", "board")
//	b.El("rect", "x", 1, "y", 2.5, "width", 1, "height", 1)
//	b.Start("g", "class", "piece").El("circle", "r", 0.3).End("g")
//	b.TextEl("text", "a", "x", 0.5, "y", 14.5)
//	markup := b.Close()
//
// Attributes come as name, value pairs. A string value is escaped, an
// int or a float64 written as a number (at most five significant
// digits), and a bool is an HTML boolean attribute: the name alone when
// true, nothing when false. Boards are drawn as one string per layer:
// building it is several times faster than building go-app elements (see
// BenchmarkLayer in app/duoview).
package svg

import (
	"strconv"
)

// NS is the SVG namespace.
const NS = "http://www.w3.org/2000/svg"

// B accumulates markup. The zero value is ready to use.
type B struct {
	buf []byte
}

// Open starts an svg root element with the given attributes.
func (b *B) Open(attrs ...any) *B {
	return b.Start("svg", append([]any{"xmlns", NS}, attrs...)...)
}

// Close ends the svg root element and returns the markup.
func (b *B) Close() string {
	return b.End("svg").String()
}

// El writes an element without children: El("rect", "x", 1, "y", 2).
func (b *B) El(name string, attrs ...any) *B {
	b.buf = append(b.buf, '<')
	b.buf = append(b.buf, name...)
	b.attrs(attrs)
	b.buf = append(b.buf, "/>"...)
	return b
}

// Start opens an element that has children; End closes it.
func (b *B) Start(name string, attrs ...any) *B {
	b.buf = append(b.buf, '<')
	b.buf = append(b.buf, name...)
	b.attrs(attrs)
	b.buf = append(b.buf, '>')
	return b
}

// End closes an element opened with Start.
func (b *B) End(name string) *B {
	b.buf = append(b.buf, "</"...)
	b.buf = append(b.buf, name...)
	b.buf = append(b.buf, '>')
	return b
}

// Text writes text, escaped.
func (b *B) Text(s string) *B {
	b.buf = appendEscaped(b.buf, s)
	return b
}

// TextEl writes an element holding text: TextEl("text", "A", "x", 1).
func (b *B) TextEl(name, text string, attrs ...any) *B {
	return b.Start(name, attrs...).Text(text).End(name)
}

// Raw writes markup as it is: a drawing made by another B, or a
// constant.
func (b *B) Raw(markup string) *B {
	b.buf = append(b.buf, markup...)
	return b
}

// String returns the markup written so far.
func (b *B) String() string { return string(b.buf) }

func (b *B) attrs(kv []any) {
	if len(kv)%2 != 0 {
		panic("svg: attributes must come in name, value pairs")
	}
	for i := 0; i < len(kv); i += 2 {
		name, _ := kv[i].(string)
		if v, isBool := kv[i+1].(bool); isBool {
			if v {
				b.buf = append(b.buf, ' ')
				b.buf = append(b.buf, name...)
			}
			continue
		}
		b.buf = append(b.buf, ' ')
		b.buf = append(b.buf, name...)
		b.buf = append(b.buf, `="`...)
		switch v := kv[i+1].(type) {
		case string:
			b.buf = appendEscaped(b.buf, v)
		case int:
			b.buf = strconv.AppendInt(b.buf, int64(v), 10)
		case float64:
			b.buf = appendNum(b.buf, v)
		default:
			panic("svg: attribute " + name + " is neither a string, a number nor a bool")
		}
		b.buf = append(b.buf, '"')
	}
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
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '<':
			b = append(b, "&lt;"...)
		case '>':
			b = append(b, "&gt;"...)
		case '&':
			b = append(b, "&amp;"...)
		case '\'':
			b = append(b, "&#39;"...)
		case '"':
			b = append(b, "&#34;"...)
		default:
			b = append(b, c)
		}
	}
	return b
}
