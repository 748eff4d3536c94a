//go:build !wasm

package board

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestFormOnServer: in the page drawn on the server, only the chosen
// option and a ticked box carry their attribute (a browser reads
// selected="false" as chosen).
func TestFormOnServer(t *testing.T) {
	for _, tc := range []struct {
		ui   app.UI
		want string
	}{
		{Option("1", "one", false), `<option value="1">one</option>`},
		{Option("2", "two", true), `<option value="2" selected>two</option>`},
		{Checkbox("c", false), `<input type="checkbox" id="c">`},
		{Checkbox("c", true), `<input type="checkbox" id="c" checked>`},
	} {
		got := app.HTMLString(tc.ui)
		if !sameAttrs(got, tc.want) {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
}

// sameAttrs reports whether two one-element pieces of HTML have the same
// tag, attributes and text, attributes in any order (go-app writes them
// in map order).
func sameAttrs(a, b string) bool {
	split := func(s string) []string {
		head, rest, _ := strings.Cut(s, ">")
		f := strings.Fields(head)
		slices.Sort(f)
		return append(f, rest)
	}
	x, y := split(a), split(b)
	return strings.Join(x, " ") == strings.Join(y, " ")
}
