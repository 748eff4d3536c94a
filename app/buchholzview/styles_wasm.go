//go:build wasm

package buchholzview

// styles is empty in the page itself: the server has written the board's
// CSS into the page's head (see styles.go), so the wasm need not carry
// it.
const styles = ""
