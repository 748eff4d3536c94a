// Package svg writes SVG markup as text. Boards are drawn as one string
// per layer and handed to the page whole: far less code in the
// WebAssembly than building each element, and a cheaper update.
package svg

import (
	"strconv"

	"impasse/app/i18n"
)

// NS is the SVG namespace.
const NS = "http://www.w3.org/2000/svg"

// B accumulates SVG markup.
type B struct {
	buf []byte
}

// Open starts an svg root with the given viewBox and attributes (name,
// value pairs).
func (b *B) Open(viewBox string, attrs ...any) *B {
	b.buf = append(b.buf, `<svg xmlns="`+NS+`" viewBox="`...)
	b.buf = append(b.buf, viewBox...)
	b.buf = append(b.buf, '"')
	b.attrs(attrs)
	b.buf = append(b.buf, '>')
	return b
}

// Close ends the svg root and returns the markup.
func (b *B) Close() string {
	b.buf = append(b.buf, "</svg>"...)
	return string(b.buf)
}

// El writes an empty element: El("rect", "x", 1, "y", 2).
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

// Text writes escaped text.
func (b *B) Text(s string) *B {
	b.buf = appendEscaped(b.buf, s)
	return b
}

// TextEl writes an element holding text: TextEl("text", "A", "x", 1).
func (b *B) TextEl(name, text string, attrs ...any) *B {
	return b.Start(name, attrs...).Text(text).End(name)
}

func (b *B) attrs(kv []any) {
	for i := 0; i+1 < len(kv); i += 2 {
		b.buf = append(b.buf, ' ')
		b.buf = append(b.buf, kv[i].(string)...)
		b.buf = append(b.buf, `="`...)
		switch v := kv[i+1].(type) {
		case string:
			b.buf = appendEscaped(b.buf, v)
		case int:
			b.buf = strconv.AppendInt(b.buf, int64(v), 10)
		case float64:
			b.buf = strconv.AppendFloat(b.buf, v, 'g', 5, 64)
		case bool:
			b.buf = strconv.AppendBool(b.buf, v)
		}
		b.buf = append(b.buf, '"')
	}
}

// W appends the template t with its holes filled in order from v: each
// '$' takes the next value as it is, each '~' the next value escaped.
// Once v is used up, '$' and '~' are copied. One call per element, with
// the constant parts in the template, costs far less WebAssembly than a
// call (or an inlined append) per part.
//
//go:noinline
func (b *B) W(t string, v ...string) *B { return b.fill("", t, v) }

// L is W with texts: each {key} in t is replaced by the text of key in
// language l (see i18n.Lang.T), escaped.
//
//go:noinline
func (b *B) L(l i18n.Lang, t string, v ...string) *B { return b.fill(l, t, v) }

//go:noinline
func (b *B) fill(l i18n.Lang, t string, v []string) *B {
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case (c == '$' || c == '~') && len(v) > 0:
			if c == '$' {
				b.buf = append(b.buf, v[0]...)
			} else {
				b.buf = appendEscaped(b.buf, v[0])
			}
			v = v[1:]
			continue
		case c == '{' && l != "":
			if n := indexByte(t[i:], '}'); n > 0 {
				b.buf = appendEscaped(b.buf, l.T(t[i+1:i+n]))
				i += n
				continue
			}
		}
		b.buf = append(b.buf, c)
	}
	return b
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// N appends the template t with each '%' replaced by the next of v,
// written as in attributes (five significant digits). Once v is used up,
// '%' is copied.
//
//go:noinline
func (b *B) N(t string, v ...float64) *B {
	for i := 0; i < len(t); i++ {
		if t[i] == '%' && len(v) > 0 {
			b.buf = strconv.AppendFloat(b.buf, v[0], 'g', 5, 64)
			v = v[1:]
			continue
		}
		b.buf = append(b.buf, t[i])
	}
	return b
}

// Raw appends markup p as it is.
func (b *B) Raw(p []byte) *B {
	b.buf = append(b.buf, p...)
	return b
}

// String returns the markup written so far.
func (b *B) String() string { return string(b.buf) }

// Len returns the number of bytes written so far.
func (b *B) Len() int { return len(b.buf) }

// Int formats an integer in decimal (strconv.Itoa, not inlined: a call is
// smaller).
//
//go:noinline
func Int(i int) string { return strconv.Itoa(i) }

// Escape escapes text for markup: the five characters that
// html.EscapeString escapes, the same way.
//
//go:noinline
func Escape(s string) string {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<', '>', '&', '\'', '"':
			return string(appendEscaped(make([]byte, 0, len(s)+16), s))
		}
	}
	return s
}

// appendEscaped appends s escaped as by Escape.
//
//go:noinline
func appendEscaped(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		var r string
		switch c := s[i]; c {
		case '<':
			r = "&lt;"
		case '>':
			r = "&gt;"
		case '&':
			r = "&amp;"
		case '\'':
			r = "&#39;"
		case '"':
			r = "&#34;"
		default:
			b = append(b, c)
			continue
		}
		b = append(b, r...)
	}
	return b
}
