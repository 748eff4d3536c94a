package shell

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
)

// Keys of the browser's local storage.
const (
	keySettings = "impasse.settings"
	// keyGame prefixes the game in progress of each game:
	// "impasse.game.blokusduo".
	keyGame = "impasse.game."
	// keyOldGame is where the first version kept its one game in
	// progress; it is moved to keyGame plus the game's id.
	keyOldGame = "impasse.game"
	// keyAside prefixes saved games that could not be read, kept so that
	// a later version may recover them.
	keyAside = "impasse.aside."
)

// Settings are the player's choices, kept on the device.
type Settings struct {
	// Lang is "en", "fr" or "" for the browser's language.
	Lang string `json:"lang,omitempty"`
	// Theme is "light", "dark" or "" for the system's.
	Theme string `json:"theme,omitempty"`
	// Targets shows where pieces may go without asking.
	Targets bool `json:"targets,omitempty"`
	// Motion is "off" to never animate, "" to follow the system.
	Motion string `json:"motion,omitempty"`
}

func loadSettings(ctx app.Context) Settings {
	var raw string
	if err := ctx.LocalStorage().Get(keySettings, &raw); err != nil {
		return Settings{}
	}
	return decodeSettings(raw)
}

// decodeSettings reads settings kept as JSON. Unreadable text gives the
// defaults, and a value the app does not know (a language it does not
// speak, a theme or motion it has not) gives that setting's default.
func decodeSettings(raw string) Settings {
	var st Settings
	if json.Unmarshal([]byte(raw), &st) != nil {
		return Settings{}
	}
	if _, ok := i18n.Parse(st.Lang); !ok {
		st.Lang = ""
	}
	if st.Theme != "light" && st.Theme != "dark" {
		st.Theme = ""
	}
	if st.Motion != "off" {
		st.Motion = ""
	}
	return st
}

// setSettings makes st the settings, keeps them on the device and
// applies them.
func (s *Shell) setSettings(ctx app.Context, st Settings) {
	s.settings = st
	b, _ := json.Marshal(st)
	if err := ctx.LocalStorage().Set(keySettings, string(b)); err != nil {
		s.notify(s.lang.T("err.save", storageCause(err)))
	}
	s.applySettings(ctx)
}

// applySettings sets the language and the theme of the page.
func (s *Shell) applySettings(ctx app.Context) {
	if l, ok := i18n.Parse(s.settings.Lang); ok {
		s.lang = l
	} else {
		s.lang = i18n.Pick(browserLanguages()...)
	}
	root := app.Window().Get("document").Get("documentElement")
	if !root.Truthy() {
		return
	}
	root.Set("lang", string(s.lang))
	s.setTitle(ctx)
	motion := ""
	if s.settings.Motion == "off" {
		motion = "off"
	}
	setAttr(root, "data-theme", s.settings.Theme)
	setAttr(root, "data-motion", motion)
	// The browser's bar (the phone's, installed) takes the header's
	// colour in the theme shown.
	if meta := app.Window().Get("document").Call("querySelector", `meta[name="theme-color"]`); meta.Truthy() {
		surface := app.Window().Call("getComputedStyle", root).Call("getPropertyValue", "--surface").String()
		if surface = strings.TrimSpace(surface); surface != "" {
			meta.Set("content", surface)
		}
	}
}

// setAttr sets attribute name of el to v, or removes it when v is "".
func setAttr(el app.Value, name, v string) {
	if v == "" {
		el.Call("removeAttribute", name)
	} else {
		el.Call("setAttribute", name, v)
	}
}

// animate reports whether moves may be animated.
func (s *Shell) animate() bool {
	if s.settings.Motion == "off" {
		return false
	}
	mq := app.Window().Call("matchMedia", "(prefers-reduced-motion: reduce)")
	return !mq.Truthy() || !mq.Get("matches").Bool()
}

func browserLanguages() []string {
	nav := app.Window().Get("navigator")
	if !nav.Truthy() {
		return nil
	}
	var out []string
	if langs := nav.Get("languages"); langs.Truthy() {
		for i := 0; i < langs.Length(); i++ {
			out = append(out, langs.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Truthy() {
		out = append(out, l.String())
	}
	return out
}

// lookupGame finds a built game and its number of AI levels.
func lookupGame(id string) (rules.Game, int, bool) {
	g, ok := rules.Lookup(id)
	if !ok {
		return nil, 0, false
	}
	return g, len(rules.LevelsOf(g)), true
}

// loadGames reads the saved game in progress of every game (see
// loadSaved); what cannot be read is kept aside and reported in one
// error.
func (s *Shell) loadGames(ctx app.Context) []error {
	games, clocks, err := loadSaved(ctx.LocalStorage(), rawItem, time.Now())
	for _, c := range clocks {
		s.notify(c.say(s.lang))
	}
	maps.Copy(s.games, games)
	for id, sess := range games {
		tabRevs[id] = readRev(ctx.LocalStorage(), id)
		showClock(sess, nil) // until shown
	}
	if err != nil {
		return []error{err}
	}
	return nil
}

// rawItem returns the text of the browser's local storage item key as
// it stands, for an item go-app cannot read (it keeps values as JSON).
func rawItem(key string) string {
	v := app.Window().Get("localStorage")
	if !v.Truthy() {
		return ""
	}
	if item := v.Call("getItem", key); item.Truthy() {
		return item.String()
	}
	return ""
}

// loadSaved reads the saved game in progress of every game from store,
// after moving the first version's single saved game to its game's key.
// A saved game that cannot be read (not JSON, another format, a record
// that does not replay, a game of another kind or none known) is moved
// aside under keyAside, never deleted, and named in the error returned,
// one line per game. A game whose clock cannot be read is kept, and
// named in clocks, with what became of its clock. raw reads an item as
// text when it is not JSON.
func loadSaved(store app.BrowserStorage, raw func(key string) string, now time.Time) (games map[string]*Session, clocks []*clockError, err error) {
	games = map[string]*Session{}
	var errs []string
	fail := func(key, name string, text string, err error) {
		if _, aside := setAside(store, key, text, now); aside != nil {
			err = fmt.Errorf("%v; it could not be set aside and stays where it was (%s)", err, storageCause(aside))
		}
		errs = append(errs, name+": "+err.Error())
	}
	read := func(key string) (string, *Session, error) {
		var text string
		// An item that holds no string (not JSON, or JSON null) is kept
		// as it stands.
		if err := store.Get(key, &text); err != nil || text == "" {
			return raw(key), nil, fmt.Errorf("not a saved game: %s", rules.Quote(raw(key)))
		}
		sess, err := Unmarshal([]byte(text), lookupGame)
		return text, sess, err
	}
	if store.Contains(keyOldGame) {
		text, sess, err := read(keyOldGame)
		switch {
		case err != nil:
		case store.Contains(keyGame + sess.Game.Info().ID):
			// A game saved since, by this version, is not written over.
			err = fmt.Errorf("a later game of %s is kept in its place", sess.Game.Info().Title)
		default:
			err = store.Set(keyGame+sess.Game.Info().ID, text)
		}
		if err != nil {
			fail(keyOldGame, "from the first version", text, err)
		} else {
			store.Del(keyOldGame)
		}
	}
	for _, g := range rules.Games() {
		id := g.Info().ID
		key := keyGame + id
		if !store.Contains(key) {
			continue
		}
		text, sess, err := read(key)
		var clockErr *clockError
		if errors.As(err, &clockErr) && sess != nil {
			clockErr.game = g.Info().Title
			clocks = append(clocks, clockErr)
			err = nil
		}
		if err == nil && sess.Game.Info().ID != id {
			err = fmt.Errorf("a game of %s kept as one of %s", sess.Game.Info().ID, id)
		}
		if err != nil {
			fail(key, g.Info().Title, text, err)
			continue
		}
		games[id] = sess
	}
	if errs == nil {
		return games, clocks, nil
	}
	return games, clocks, errors.New(strings.Join(errs, "; "))
}

// setAside keeps unreadable saved data under a key of its own (keyAside,
// the time, the key without "impasse.": "impasse.aside.1764000000000.game.saute")
// and removes key, and returns the key it is kept under; when it cannot
// be kept, key stays as it is and the error says why.
func setAside(store app.BrowserStorage, key, text string, now time.Time) (string, error) {
	base := keyAside + strconv.FormatInt(now.UnixMilli(), 10) + "." + strings.TrimPrefix(key, "impasse.")
	aside := base
	for n := 2; store.Contains(aside); n++ {
		aside = base + "." + strconv.Itoa(n)
	}
	if err := store.Set(aside, text); err != nil {
		return "", err
	}
	store.Del(key)
	return aside, nil
}

// saveGame keeps the game in progress shown, after every move.
func (s *Shell) saveGame(ctx app.Context) {
	s.fileGame(ctx, s.sess)
	s.rateGame(ctx, s.sess)
	id := s.sess.Game.Info().ID
	b, err := s.sess.Marshal()
	aside := ""
	if err == nil {
		aside, err = writeSaved(ctx.LocalStorage(), rawItem, tabRevs, id, string(b), time.Now())
	}
	if err != nil {
		s.notify(s.lang.T("err.saveGame", storageCause(err)))
	} else if aside != "" {
		s.notify(s.lang.T("tab.setAside"))
	}
}

// storageCause says in a few words why something could not be kept on
// the device: the innermost error of those go-app wraps around the
// browser's ("The quota has been exceeded."), not the whole chain.
func storageCause(err error) string {
	for errors.Unwrap(err) != nil {
		err = errors.Unwrap(err)
	}
	return strings.TrimPrefix(err.Error(), "JavaScript error: ")
}
