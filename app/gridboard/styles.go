//go:build !wasm

package gridboard

import _ "embed"

// Styles is the CSS of the grid board, for the Styles of the views that
// use it (view.Spec); the server writes it into each page's head (see
// styles_wasm.go).
//
//go:embed board.css
var Styles string
