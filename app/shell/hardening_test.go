//go:build !wasm

package shell

import (
	"encoding/json"
	"errors"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	apperrors "github.com/maxence-charriere/go-app/v10/pkg/errors"
)

// TestSecurityHeaders checks that every answer of the app's handler
// carries the security headers, and that its pages carry the policy in
// a <meta> element too, for static hosts that send no header.
func TestSecurityHeaders(t *testing.T) {
	h := Handler("v1")
	for _, p := range []string{"/", "/play/blockade", "/no/such/page", "/app.js", "/app-worker.js", "/manifest.webmanifest"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, p, nil))
		for k, want := range map[string]string{
			"Content-Security-Policy": ContentSecurityPolicy + "; frame-ancestors 'none'",
			"X-Content-Type-Options":  "nosniff",
			"Referrer-Policy":         "no-referrer",
			"X-Frame-Options":         "DENY",
		} {
			if got := rec.Header().Get(k); got != want {
				t.Errorf("GET %s (%d): %s got %q, want %q", p, rec.Code, k, got, want)
			}
		}
		if strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
			meta := `<meta http-equiv="Content-Security-Policy" content="` + ContentSecurityPolicy + `">`
			if !strings.Contains(rec.Body.String(), meta) {
				t.Errorf("GET %s: the page has no %s", p, meta)
			}
		}
	}
}

// TestContentSecurityPolicy checks the policy's promises: nothing from
// another origin, WebAssembly without JavaScript's eval, scripts only
// from files (no inline script allowed), blob: only for images (the
// pictures of a game, drawn from the page's own SVG), no framing
// directive in the <meta> form (browsers ignore it there and say so).
func TestContentSecurityPolicy(t *testing.T) {
	for _, bad := range []string{"http:", "https:", "*", "'unsafe-eval'", "data:", "blob:", "frame-ancestors"} {
		for _, d := range strings.Split(ContentSecurityPolicy, ";") {
			for _, src := range strings.Fields(d)[1:] {
				if src == bad && !(bad == "blob:" && strings.Fields(d)[0] == "img-src") {
					t.Errorf("directive %q allows %s", strings.TrimSpace(d), bad)
				}
			}
			if strings.Fields(d)[0] == bad {
				t.Errorf("the <meta> policy has %s", bad)
			}
		}
	}
	for _, want := range []string{"default-src 'self';", "script-src 'self' 'wasm-unsafe-eval';", "worker-src 'self';", "object-src 'none';"} {
		if !strings.Contains(ContentSecurityPolicy, want) {
			t.Errorf("policy %q lacks %q", ContentSecurityPolicy, want)
		}
	}
}

// memStorage is a browser's local storage as go-app sees it: values kept
// as JSON text; items that are not JSON cannot be read by Get.
type memStorage struct {
	items map[string]string
	// full makes Set fail, as a storage over its quota does.
	full bool
}

func (m *memStorage) Set(k string, v any) error {
	if m.full {
		return errors.New("quota exceeded")
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	m.items[k] = string(b)
	return nil
}

func (m *memStorage) Get(k string, v any) error {
	text, ok := m.items[k]
	if !ok {
		return nil
	}
	return json.Unmarshal([]byte(text), v)
}

func (m *memStorage) Del(k string)           { delete(m.items, k) }
func (m *memStorage) Len() int               { return len(m.items) }
func (m *memStorage) Clear()                 { clear(m.items) }
func (m *memStorage) Contains(k string) bool { _, ok := m.items[k]; return ok }
func (m *memStorage) ForEach(f func(k string)) {
	for k := range m.items {
		f(k)
	}
}
func (m *memStorage) raw(k string) string { return m.items[k] }
func (m *memStorage) setJSON(k, v string) { b, _ := json.Marshal(v); m.items[k] = string(b) }

// TestLoadSavedKeepsDamaged checks that every kind of damaged saved game
// is kept aside, byte for byte, under a key of its own, and named in
// one message, while the good ones load.
func TestLoadSavedKeepsDamaged(t *testing.T) {
	good := duo(t, Seat{}, Seat{})
	playText(t, good, "e10", "j5")
	data, err := good.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, raw string // raw: the item as it stands in the storage
		want      string
	}{
		{"garbage", "garbage", `Blokus Duo: not a saved game: "garbage"`},
		{"version 99", `"{\"v\":99,\"record\":\"\"}"`, "Blokus Duo: saved by another version of the app (format 99, not 1)"},
		{"illegal move", `"{\"v\":1,\"record\":\"[Game \\\"blokusduo\\\"]\\n\\n1. e10 2. e11\"}"`, "Blokus Duo: move 2"},
		{"unknown game", `"{\"v\":1,\"record\":\"[Game \\\"chess\\\"]\\n\\n1. e4\"}"`, `Blokus Duo: unknown game "chess"`},
		{"not a string", `{"v":1}`, `Blokus Duo: not a saved game: "{\"v\":1}"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := &memStorage{items: map[string]string{keyGame + "blokusduo": tt.raw}}
			m.setJSON(keyGame+"saute", "garbage too")
			games, _, err := loadSaved(m, m.raw, time.UnixMilli(1764000000000))
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("error: got %v, want one line starting %q", err, tt.want)
			}
			if len(games) != 0 {
				t.Errorf("games: got %d, want none", len(games))
			}
			if m.Contains(keyGame + "blokusduo") {
				t.Errorf("the damaged game stays under its key")
			}
			if got := m.items[keyAside+"1764000000000.game.blokusduo"]; got != tt.raw && got != strconv.Quote(tt.raw) {
				t.Errorf("aside: got %q, want %q kept", got, tt.raw)
			}
			if !m.Contains(keyAside+"1764000000000.game.saute") || !strings.Contains(err.Error(), "; Saute: not a saved game") {
				t.Errorf("a second damaged game, the same millisecond: got %v and keys %v", err, slices.Sorted(maps.Keys(m.items)))
			}
		})
	}
	// A good game loads; the old single key moves to its game's key.
	m := &memStorage{items: map[string]string{}}
	m.setJSON(keyOldGame, string(data))
	games, _, err := loadSaved(m, m.raw, time.Now())
	if err != nil || games["blokusduo"] == nil || moveTexts(games["blokusduo"]) != "e10 j5" {
		t.Fatalf("a good old save: got %v, %v", games, err)
	}
	if m.Contains(keyOldGame) || !m.Contains(keyGame+"blokusduo") {
		t.Errorf("old key not moved: keys %v", slices.Sorted(maps.Keys(m.items)))
	}
	// An old save never writes over a game saved since: it is set aside.
	later := duo(t, Seat{}, Seat{})
	playText(t, later, "e10", "j5", "d8,d9")
	laterData, err := later.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	m = &memStorage{items: map[string]string{}}
	m.setJSON(keyOldGame, string(data))
	m.setJSON(keyGame+"blokusduo", string(laterData))
	games, _, err = loadSaved(m, m.raw, time.UnixMilli(1764000000000))
	if err == nil || !strings.Contains(err.Error(), "a later game of Blokus Duo is kept in its place") {
		t.Errorf("an old save beside a later one: got %v, want it said", err)
	}
	if games["blokusduo"] == nil || moveTexts(games["blokusduo"]) != "e10 j5 d8,d9" {
		t.Errorf("the later game: got %v, want it kept", games["blokusduo"])
	}
	if m.Contains(keyOldGame) || !m.Contains(keyAside+"1764000000000.game") {
		t.Errorf("the old save: keys %v, want it set aside", slices.Sorted(maps.Keys(m.items)))
	}
	// A storage that cannot keep the damaged game aside leaves it where
	// it was, and says so.
	m = &memStorage{items: map[string]string{keyGame + "blokusduo": "garbage"}, full: true}
	_, _, err = loadSaved(m, m.raw, time.Now())
	if err == nil || !strings.Contains(err.Error(), "could not be set aside and stays where it was (quota exceeded)") || m.items[keyGame+"blokusduo"] != "garbage" {
		t.Errorf("a full storage: got %v and %q, want the game left in place and said so", err, m.items[keyGame+"blokusduo"])
	}
}

// TestRecoverHistory: a history of finished games that cannot be read is
// set aside, byte for byte, and a new one starts; one that can is read;
// one that cannot be set aside stays where it was.
func TestRecoverHistory(t *testing.T) {
	good, err := json.Marshal(historyFile{Version: historyVersion, Games: []finished{{ID: 1, Moves: 3, Seats: []Seat{{}, {AI: true, Level: 5}}, Results: []float64{1, 0}}}})
	if err != nil {
		t.Fatal(err)
	}
	now := time.UnixMilli(1764000000000)
	key := keyHistory + "blokusduo"
	for _, tt := range []struct {
		name, raw string // raw: the item as it stands in the storage
		want      string
	}{
		{"garbage", "garbage", `not a list of games: "garbage"`},
		{"broken JSON", strconv.Quote(`{"v":1,"games":[{`), "not a list of games: unexpected end of JSON input"},
		{"version 99", strconv.Quote(`{"v":99}`), "kept by another version of the app (format 99, not 1)"},
		// Entries that no game could have left, which the records dialog
		// once crashed on (slices.Max of no results, a tally as long as
		// the level).
		{"no results", strconv.Quote(`{"v":1,"games":[{"id":1,"seats":[],"results":[]}]}`), "game 1 of the list: 0 seats"},
		{"a result short", strconv.Quote(`{"v":1,"games":[{"id":1,"seats":[{},{}],"results":[1]}]}`), "game 1 of the list: 1 results for 2 seats"},
		{"a huge level", strconv.Quote(`{"v":1,"games":[{"id":1,"seats":[{},{"ai":true,"level":2000000000}],"results":[1,0]}]}`), "game 1 of the list: a computer at level 2000000000"},
		{"a result of 2", strconv.Quote(`{"v":1,"games":[{"id":1,"seats":[{},{}],"results":[2,0]}]}`), "game 1 of the list: a result of 2"},
		{"three seats", strconv.Quote(`{"v":1,"games":[{"id":1,"seats":[{},{},{}],"results":[1,0,0]}]}`), "game 1 of the list: 3 seats"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := &memStorage{items: map[string]string{key: tt.raw}}
			games, aside, err := recoverHistory(m, m.raw, "blokusduo", now)
			if err == nil || err.Error() != tt.want {
				t.Errorf("error: got %v, want %q", err, tt.want)
			}
			if games != nil || aside != keyAside+"1764000000000.history.blokusduo" {
				t.Errorf("got %v and aside %q, want no games and the history set aside", games, aside)
			}
			if m.Contains(key) {
				t.Errorf("the unreadable history stays under its key")
			}
			if got := m.items[aside]; got != tt.raw && got != strconv.Quote(tt.raw) {
				t.Errorf("aside: got %q, want %q kept", got, tt.raw)
			}
			// Told once: the next game finds a new history.
			if _, _, err := recoverHistory(m, m.raw, "blokusduo", now); err != nil {
				t.Errorf("the second time: got %v, want a new history", err)
			}
		})
	}
	m := &memStorage{items: map[string]string{}}
	m.setJSON(key, string(good))
	if games, _, err := recoverHistory(m, m.raw, "blokusduo", now); err != nil || len(games) != 1 || games[0].Moves != 3 {
		t.Errorf("a good history: got %v, %v, want its one game", games, err)
	}
	m = &memStorage{items: map[string]string{key: "garbage"}, full: true}
	_, aside, err := recoverHistory(m, m.raw, "blokusduo", now)
	if err == nil || aside != "" || m.items[key] != "garbage" || !strings.Contains(err.Error(), "could not be set aside (quota exceeded)") {
		t.Errorf("a full storage: got %v, aside %q and %q, want the history left where it was and said so", err, aside, m.items[key])
	}
}

// TestListAside: what was set aside is listed newest first, with its game
// and kind, and offered to open when it holds a record of a built game.
func TestListAside(t *testing.T) {
	sess := duo(t, Seat{}, Seat{})
	playText(t, sess, "e10", "j5")
	data, err := sess.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	m := &memStorage{items: map[string]string{keySettings: `"{}"`}}
	m.setJSON(keyAside+"1764000000000.game.blokusduo", string(data))
	m.setJSON(keyAside+"1764000000000.game.saute.2", "garbage")
	m.setJSON(keyAside+"1765000000000.history.porte", `{"v":1,"games":[]}`)
	m.items[keyAside+"x.game"] = "not JSON"
	items := listAside(m, m.raw)
	type row struct {
		key, game string
		history   bool
		open      bool
	}
	var got []row
	for _, a := range items {
		_, open := a.record()
		got = append(got, row{a.Key, a.Game, a.History, open})
	}
	want := []row{
		{keyAside + "1765000000000.history.porte", "porte", true, false},
		{keyAside + "1764000000000.game.blokusduo", "blokusduo", false, true},
		{keyAside + "1764000000000.game.saute.2", "saute", false, false},
		{keyAside + "x.game", "", false, false},
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if text, _ := items[1].record(); !strings.Contains(text, "1. e10 2. j5") {
		t.Errorf("the record of a saved game: got %q", text)
	}
	if got, want := items[3].Text, "not JSON"; got != want {
		t.Errorf("an item that is not JSON: got %q, want %q", got, want)
	}
}

// TestStorageCause: a storage that refuses an item is told by the
// browser's own words, not by go-app's chain of errors in JSON.
func TestStorageCause(t *testing.T) {
	err := apperrors.New("setting storage value failed").WithTag("key", keyGame+"blokusduo").
		Wrap(errors.New("JavaScript error: The quota has been exceeded."))
	if got, want := storageCause(err), "The quota has been exceeded."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := storageCause(errors.New("quota exceeded")), "quota exceeded"; got != want {
		t.Errorf("a plain error: got %q, want %q", got, want)
	}
}
