//go:build !wasm

package lesson

import (
	"embed"
	"io/fs"
	"strings"
)

// shipped holds the lesson files the app serves, one a game:
// shipped/ID.txt. The server and the static-site generator hand them
// to the page, which fetches them as data: they are not in the page's
// WebAssembly.
//
//go:embed shipped/*.txt
var shipped embed.FS

// Shipped returns the text of each game's lesson file, by game ID.
func Shipped() map[string]string {
	files := map[string]string{}
	entries, _ := fs.ReadDir(shipped, "shipped")
	for _, e := range entries {
		b, _ := fs.ReadFile(shipped, "shipped/"+e.Name())
		files[strings.TrimSuffix(e.Name(), ".txt")] = string(b)
	}
	return files
}
