// Command ui is the browser entry point of the user interface, built to
// web/app.wasm. It holds no search: the AI runs in a Web Worker.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/shell"
	_ "impasse/app/views" // every game and its view
)

func main() {
	// The Go runtime has started and every package's init has run:
	// make loadtime reads this mark.
	app.Window().Get("performance").Call("mark", "impasse:main")
	shell.TrimAddress()
	shell.Register()
	app.RunWhenOnBrowser()
}
