//go:build !wasm

package board

import (
	"impasse/app/i18n"
	"impasse/app/svg"
)

// RulesPage writes a game's rules page from entries, each the key of a
// text after prefix, marked by its first character:
//
//	#aim      a heading, opening a section
//	!decided  the same, for the points the app decided (class "reconstructed")
//	-d.step   an item of a list
//	0moveFig  a figure: figures[0], the text as its caption
//	aim1      a paragraph
//
// Figures get the class "diagram" and any in figureClass.
func RulesPage(l i18n.Lang, prefix string, entries, figures []string, figureClass string) string {
	var p svg.B
	list := false
	for i, e := range entries {
		c, text := e[0], ""
		if c < 'a' {
			text = l.T(prefix + e[1:])
		} else {
			text = l.T(prefix + e)
		}
		if list && c != '-' {
			p.End("ul")
			list = false
		}
		switch {
		case c == '#' || c == '!':
			if i > 0 {
				p.End("section")
			}
			if c == '!' {
				p.Start(`section class="reconstructed"`)
			} else {
				p.Start("section")
			}
			p.TextEl("h3", text)
		case c == '-':
			if !list {
				p.Start("ul")
				list = true
			}
			p.TextEl("li", text)
		case c <= '9':
			p.Start("figure", "class", "diagram"+figureClass).Raw(figures[c-'0']).TextEl("figcaption", text).End("figure")
		default:
			p.TextEl("p", text)
		}
	}
	return p.End("section").String()
}
