//go:build !wasm

package shell

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func TestDecodeSettings(t *testing.T) {
	for _, tt := range []struct {
		raw  string
		want Settings
	}{
		{``, Settings{}},
		{`garbage`, Settings{}},
		{`{"lang":"fr","theme":"dark","targets":true,"motion":"off"}`, Settings{Lang: "fr", Theme: "dark", Targets: true, Motion: "off"}},
		{`{"lang":"xx","theme":"<b>","targets":true,"motion":"fast"}`, Settings{Targets: true}},
		{`{"lang":"en","theme":"light"}`, Settings{Lang: "en", Theme: "light"}},
		{`{"theme":7,"lang":"fr"}`, Settings{}},
		{`[1,2]`, Settings{}},
	} {
		if got := decodeSettings(tt.raw); got != tt.want {
			t.Errorf("decodeSettings(%q): got %+v, want %+v", tt.raw, got, tt.want)
		}
	}
}

// FuzzSettings: whatever text the settings item holds, decodeSettings
// gives settings the app knows, which keep through a save and a load.
func FuzzSettings(f *testing.F) {
	for _, s := range []string{"", "null", "{}", `{"lang":"fr","theme":"dark","targets":true,"motion":"off"}`, `{"lang":"xx"}`, `{"theme":1}`, `"x"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		st := decodeSettings(raw)
		if st.Lang != "" && st.Lang != "en" && st.Lang != "fr" || st.Theme != "" && st.Theme != "light" && st.Theme != "dark" || st.Motion != "" && st.Motion != "off" {
			t.Fatalf("decodeSettings(%q) = %+v, a value the app does not know", raw, st)
		}
		b, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		if back := decodeSettings(string(b)); back != st {
			t.Fatalf("settings after a save and a load: got %+v, want %+v", back, st)
		}
	})
}

// FuzzLoadSaved puts arbitrary text where a saved game is kept (a game's
// own key, or the first version's key) and loads: no panic, at most one
// line of error, and the text is never lost: the game loads and the text
// stays, or it is kept aside.
func FuzzLoadSaved(f *testing.F) {
	good := `"{\"v\":1,\"record\":\"[Game \\\"blokusduo\\\"]\\n\\n1. e10 2. j5\"}"`
	for _, s := range []string{good, "garbage", `""`, `"{\"v\":99,\"record\":\"\"}"`, `{"v":1}`, `"{\"v\":1,\"record\":\"[Game \\\"chess\\\"]\"}"`, `"{\"v\":1,\"record\":\"[Game \\\"saute\\\"]\"}"`, "null"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, raw string, old bool) {
		key := keyGame + "blokusduo"
		if old {
			key = keyOldGame
		}
		m := &memStorage{items: map[string]string{key: raw}}
		games, _, err := loadSaved(m, m.raw, time.UnixMilli(1764000000000))
		if err != nil && (err.Error() == "" || strings.Contains(err.Error(), "\n")) {
			t.Fatalf("error %q, want one line", err)
		}
		// The storage keeps JSON: what is kept is raw, or as JSON either
		// the string raw holds or raw itself.
		text := raw
		if json.Unmarshal([]byte(raw), &text) != nil {
			text = raw
		}
		asJSON, _ := json.Marshal(text)
		rawJSON, _ := json.Marshal(raw)
		kept := false
		for _, v := range m.items {
			kept = kept || v == raw || v == string(asJSON) || v == string(rawJSON)
		}
		if !kept {
			t.Fatalf("the saved text %q is lost: storage %q", raw, m.items)
		}
		if err == nil && len(games) != 1 {
			t.Fatalf("no error, but %d games loaded, want 1", len(games))
		}
		for id, sess := range games {
			if sess.Game.Info().ID != id {
				t.Fatalf("game %s loaded as one of %s", sess.Game.Info().ID, id)
			}
			if !m.Contains(keyGame + id) {
				t.Fatalf("game %s loaded, but not kept under its key: storage %q", id, m.items)
			}
		}
	})
}
