//go:build !wasm

package shell

import (
	"strings"
	"testing"
	"time"

	"impasse/app/i18n"
	"impasse/rules/rating"
)

// Ratings kept on the device read back; damaged ones give an error, and
// once set aside are listed as the ratings file they were.
func TestReadRatingsKept(t *testing.T) {
	m := &memStorage{items: map[string]string{}}
	if h, _, err := readRatings(m, m.raw); err != nil || len(h) != 0 {
		t.Errorf("no ratings kept: got %v, %v, want none and no error", h, err)
	}
	kept := rating.Header + "\nblokusduo 2026-11-29T09:10:00Z 1 800 1\n"
	m.setJSON(keyRatings, kept)
	if h, _, err := readRatings(m, m.raw); err != nil || len(h) != 1 {
		t.Errorf("ratings kept: got %v, %v, want one game", h, err)
	}
	m.setJSON(keyRatings, "garbage")
	_, text, err := readRatings(m, m.raw)
	if err == nil || text != "garbage" {
		t.Fatalf("damaged ratings: got %q, %v, want an error and the text", text, err)
	}
	if _, err := setAside(m, keyRatings, text, time.UnixMilli(1764000000000)); err != nil {
		t.Fatal(err)
	}
	items := listAside(m, m.raw)
	if len(items) != 1 || !items[0].Ratings || items[0].Text != "garbage" {
		t.Fatalf("set aside: got %+v, want the ratings", items)
	}
	if got := items[0].label(i18n.English); !strings.HasPrefix(got, "Ratings · Ratings file · set aside ") {
		t.Errorf("label = %q, want it named as the ratings", got)
	}
}
