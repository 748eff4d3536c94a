//go:build !wasm

package views

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules/lesson"
)

// Each step of every shipped lesson names its rule by a sentence of the
// game's English rules page, word for word: the lesson teaches the
// rules as the page says them.
func TestLessonRules(t *testing.T) {
	tag := regexp.MustCompile(`<svg[\s\S]*?</svg>|<[^>]*>`)
	for id, text := range lesson.Shipped() {
		sp, ok := view.Lookup(id)
		if !ok {
			t.Errorf("%s.txt: no view %s", id, id)
			continue
		}
		page := strings.Join(strings.Fields(html.UnescapeString(tag.ReplaceAllString(sp.Rules(i18n.English), " "))), " ")
		l, err := lesson.Parse(text)
		if err != nil {
			t.Errorf("%s.txt: %v", id, err)
			continue
		}
		for i, s := range l.Steps {
			if rule := strings.Join(strings.Fields(s.Rule), " "); !strings.Contains(page, rule) {
				t.Errorf("%s.txt step %d: the rule %q is not on the rules page", id, i+1, rule)
			}
		}
	}
}
