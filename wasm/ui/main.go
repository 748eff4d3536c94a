// Command ui is the browser entry point of the user interface, built to
// web/app.wasm. It holds no search: the AI runs in a Web Worker.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	_ "impasse/app/blockadeview"
	_ "impasse/app/blockersview"
	_ "impasse/app/duoview"
	"impasse/app/shell"
)

func main() {
	shell.Register()
	app.RunWhenOnBrowser()
}
