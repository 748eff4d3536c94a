// Package views links the view of every game into the page: importing it
// registers the games (package impasse/games) and, with package view,
// how each is shown, and announces the games still to come (coming.txt).
//
// A new game is its rules package, its view package, a line in package
// games and the view's import here.
package views

import (
	_ "embed"
	"fmt"
	"strings"

	"impasse/app/i18n"
	"impasse/app/view"
	_ "impasse/games"

	_ "impasse/app/blockadeview"
	_ "impasse/app/blockersview"
	_ "impasse/app/bloqsview"
	_ "impasse/app/buchholzview"
	_ "impasse/app/duoview"
)

//go:embed coming.txt
var comingText string

func init() {
	c, err := parseComing(comingText)
	if err != nil {
		panic(err)
	}
	view.Announce(c...)
}

// parseComing reads the table of games to come: one game a line, its id,
// title, players, and blurb in English then French, separated by " | ";
// lines starting with # are comments.
func parseComing(text string) ([]view.Coming, error) {
	var out []view.Coming
	for n, line := range strings.Split(text, "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, " | ")
		if len(f) != 5 {
			return nil, fmt.Errorf("coming.txt:%d: want 5 fields separated by \" | \", got %d", n+1, len(f))
		}
		out = append(out, view.Coming{
			ID: f[0], Title: f[1], Players: f[2],
			Blurb: map[i18n.Lang]string{i18n.English: f[3], i18n.French: f[4]},
		})
	}
	return out, nil
}
