//go:build !wasm

package puzzle

import (
	"embed"

	"impasse/rules"
)

// shipped holds the puzzle files the app serves, one a game:
// shipped/ID.txt, as impasse puzzles wrote them. The server and the
// static-site generator hand them to the page, which fetches them as
// data: they are not in the page's WebAssembly.
//
//go:embed shipped/*.txt
var shipped embed.FS

// Shipped returns the text of each game's puzzle file, by game ID.
func Shipped() map[string]string { return rules.FilesByID(shipped, "shipped") }
