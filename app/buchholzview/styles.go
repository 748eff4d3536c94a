//go:build !wasm

package buchholzview

import _ "embed"

// styles is the CSS of the compendium's board, after the grid board's;
// the server writes it into each page's head (see styles_wasm.go).
//
//go:embed board.css
var styles string
