package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/rules"
)

// maxFragment is the longest address fragment the app reads: a share
// link's, with its prefix. Anything longer is no link of the app.
const maxFragment = len(linkPrefix) + rules.MaxLinkSize

// cutFragment is the length of the fragment TrimAddress cut off, or 0.
var cutFragment int

// TrimAddress takes out of the page's address a fragment too long to be
// a link of the app, before the app starts: go-app and the shell read
// the address again and again, and a fragment of a megabyte made the
// first page take seconds more to show. The shell says so once it runs.
// Call it before app.RunWhenOnBrowser.
func TrimAddress() {
	if !app.IsClient {
		return
	}
	loc := app.Window().Get("location")
	n := len(loc.Get("hash").String()) // "#" and the fragment
	if n <= 1+maxFragment {
		return
	}
	cutFragment = n - 1
	app.Window().Get("history").Call("replaceState", nil, "", loc.Get("pathname").String()+loc.Get("search").String())
}
