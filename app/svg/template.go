package svg

import (
	"strconv"
	"strings"

	"impasse/app/i18n"
)

// W appends the template t with its holes filled in order from v: each
// '$' takes the next value as it is, each '~' the next value escaped.
//
// Deprecated: kept only for app/shell until its rewrite into go-app
// components; use El, Start, End and Text.
func (b *B) W(t string, v ...string) *B { return b.fill("", t, v) }

// L is W with texts: each {key} in t is replaced by the text of key in
// language l, escaped.
//
// Deprecated: kept only for app/shell until its rewrite.
func (b *B) L(l i18n.Lang, t string, v ...string) *B { return b.fill(l, t, v) }

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
			if n := strings.IndexByte(t[i:], '}'); n > 0 {
				b.buf = appendEscaped(b.buf, l.T(t[i+1:i+n]))
				i += n
				continue
			}
		}
		b.buf = append(b.buf, c)
	}
	return b
}

// Int formats an integer in decimal.
//
// Deprecated: kept only for app/shell until its rewrite; use
// strconv.Itoa.
func Int(i int) string { return strconv.Itoa(i) }
