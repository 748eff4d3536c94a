// Package svg writes SVG markup as text. Boards are drawn as one string
// per layer and handed to the page whole: far less code in the
// WebAssembly than building each element, and a cheaper update.
package svg

import (
	"html"
	"strconv"
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
	b.buf = append(b.buf, Escape(s)...)
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
			b.buf = append(b.buf, Escape(v)...)
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

// Escape escapes text for markup.
func Escape(s string) string { return html.EscapeString(s) }
