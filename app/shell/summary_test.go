package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
)

// The summary says how the game ended under its title, escaped, and says
// nothing there when the view gives no ending.
func TestSummaryEnding(t *testing.T) {
	d := &summaryDialog{Lang: i18n.English, Result: "Red wins", Ending: "No block <fits> anywhere", Totals: []int{3, 1}}
	html := app.HTMLString(d)
	if want := `No block &lt;fits&gt; anywhere`; !strings.Contains(html, want) {
		t.Errorf("summary markup lacks %q:\n%s", want, html)
	}
	d.Ending = ""
	if html := app.HTMLString(d); strings.Contains(html, `class="ending"`) {
		t.Errorf("summary with no ending shows one:\n%s", html)
	}
}
