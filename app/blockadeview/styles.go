//go:build !wasm

package blockadeview

import _ "embed"

// styles is the CSS of the board, which the server writes into each
// page's head (see styles_wasm.go).
//
//go:embed board.css
var styles string
