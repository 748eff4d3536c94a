//go:build !wasm

package shell

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestWriteSavedTwoTabs plays two tabs saving the same game in turn:
// neither overwrites the other's game silently, each write after the
// other tab's sets that game aside, byte for byte, and a tab saving
// after its own save sets nothing aside.
func TestWriteSavedTwoTabs(t *testing.T) {
	m := &memStorage{items: map[string]string{}}
	a, b := map[string]int{}, map[string]int{}
	now := time.UnixMilli(1764000000000)
	steps := []struct {
		tab       map[string]int
		name      string
		text      string
		wantAside string // the text set aside, "" for none
	}{
		{a, "a", "a1", ""},
		{a, "a", "a2", ""},
		{b, "b", "b1", "a2"},
		{b, "b", "b2", ""},
		{a, "a", "a3", "b2"},
		{b, "b", "b3", "a3"},
	}
	for i, st := range steps {
		aside, err := writeSaved(m, m.raw, st.tab, "saute", st.text, now)
		if err != nil {
			t.Fatalf("step %d (%s): %v", i, st.name, err)
		}
		if got := m.raw(keyGame + "saute"); got != `"`+st.text+`"` {
			t.Errorf("step %d (%s): saved %s, want %q", i, st.name, got, st.text)
		}
		if st.wantAside == "" {
			if aside != "" {
				t.Errorf("step %d (%s): set aside %s, want nothing", i, st.name, aside)
			}
			continue
		}
		var kept string
		if err := json.Unmarshal([]byte(m.raw(aside)), &kept); err != nil || kept != st.wantAside {
			t.Errorf("step %d (%s): aside %q holds %q, %v, want %q", i, st.name, aside, m.raw(aside), err, st.wantAside)
		}
		if !strings.HasPrefix(aside, keyAside) {
			t.Errorf("step %d (%s): aside key %q, want one under %s", i, st.name, aside, keyAside)
		}
	}
	if got := readRev(m, "saute"); got != len(steps) {
		t.Errorf("revision %d, want %d", got, len(steps))
	}
}

// TestWriteSavedOtherTabSameGame: when another tab saved the very game
// this tab writes, there is nothing to set aside.
func TestWriteSavedOtherTabSameGame(t *testing.T) {
	m := &memStorage{items: map[string]string{}}
	if _, err := writeSaved(m, m.raw, map[string]int{}, "saute", "x", time.Now()); err != nil {
		t.Fatal(err)
	}
	aside, err := writeSaved(m, m.raw, map[string]int{}, "saute", "x", time.Now())
	if err != nil || aside != "" {
		t.Errorf("got %q, %v, want nothing set aside", aside, err)
	}
}

// TestWriteSavedFull: a storage that cannot keep the other tab's game
// leaves it in place and says so.
func TestWriteSavedFull(t *testing.T) {
	m := &memStorage{items: map[string]string{}}
	if _, err := writeSaved(m, m.raw, map[string]int{}, "saute", "theirs", time.Now()); err != nil {
		t.Fatal(err)
	}
	m.full = true
	_, err := writeSaved(m, m.raw, map[string]int{}, "saute", "mine", time.Now())
	if err == nil || !strings.Contains(err.Error(), "another tab") {
		t.Errorf("error %v, want one about another tab", err)
	}
	if got := m.raw(keyGame + "saute"); got != `"theirs"` {
		t.Errorf("saved %s, want the other tab's game kept", got)
	}
}

// TestPreviousBuildSaveLoads: a game saved by the build before revisions
// (format 1, no revision key; the text as that build wrote it) loads,
// and the next save keeps it without setting anything aside.
func TestPreviousBuildSaveLoads(t *testing.T) {
	const v1 = `"{\"v\":1,\"record\":\"[Game \\\"blokusduo\\\"]\\n[Players \\\"2\\\"]\\n\\n1. e10 2. j5 *\\n\"}"`
	m := &memStorage{items: map[string]string{keyGame + "blokusduo": v1}}
	games, _, err := loadSaved(m, m.raw, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	sess := games["blokusduo"]
	if sess == nil || len(sess.Moves()) != 2 {
		t.Fatalf("got %v, want the game of two moves", games)
	}
	revs := map[string]int{"blokusduo": readRev(m, "blokusduo")}
	data, err := sess.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	aside, err := writeSaved(m, m.raw, revs, "blokusduo", string(data), time.Now())
	if err != nil || aside != "" {
		t.Errorf("got %q, %v, want the save written with nothing set aside", aside, err)
	}
}
