//go:build wasm

package gridboard

// Styles is empty in the page itself: the server has written the grid
// board's CSS into the page's head (see styles.go).
const Styles = ""
