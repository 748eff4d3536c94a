package rules

import (
	"io/fs"
	"strings"
)

// FilesByID returns the text of each file dir/ID.txt of fsys, by ID: the
// data files shipped one a game (puzzles, lessons), keyed by game ID.
func FilesByID(fsys fs.FS, dir string) map[string]string {
	files := map[string]string{}
	entries, _ := fs.ReadDir(fsys, dir)
	for _, e := range entries {
		id, ok := strings.CutSuffix(e.Name(), ".txt")
		if !ok || e.IsDir() {
			continue
		}
		if b, err := fs.ReadFile(fsys, dir+"/"+e.Name()); err == nil {
			files[id] = string(b)
		}
	}
	return files
}
