package rules

import (
	"maps"
	"testing"
	"testing/fstest"
)

func TestFilesByID(t *testing.T) {
	fsys := fstest.MapFS{
		"shipped/saute.txt":     {Data: []byte("a")},
		"shipped/blocus.txt":    {Data: []byte("b")},
		"shipped/README.md":     {Data: []byte("not a game's")},
		"shipped/dir.txt/x.txt": {Data: []byte("in a folder")},
		"elsewhere/porte.txt":   {Data: []byte("not shipped")},
	}
	got := FilesByID(fsys, "shipped")
	want := map[string]string{"saute": "a", "blocus": "b"}
	if !maps.Equal(got, want) {
		t.Errorf("FilesByID = %v, want %v", got, want)
	}
}
