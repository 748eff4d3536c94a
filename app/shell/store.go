package shell

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
)

// Keys of the browser's local storage.
const (
	keySettings = "impasse.settings"
	keyGame     = "impasse.game"
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
	// Not comparable: spares the WebAssembly an equality function.
	_ [0]func()
}

func loadSettings(ctx app.Context) Settings {
	var st Settings
	var raw string
	if err := ctx.LocalStorage().Get(keySettings, &raw); err == nil && raw != "" {
		_ = json.Unmarshal([]byte(raw), &st) // bad settings: the defaults
	}
	return st
}

func (s *Shell) saveSettings(ctx app.Context) {
	b, _ := json.Marshal(s.settings)
	if err := ctx.LocalStorage().Set(keySettings, string(b)); err != nil {
		s.say(ctx, s.lang.T("err.save", err))
	}
	s.applySettings()
}

// applySettings sets the language and the theme of the page.
func (s *Shell) applySettings() {
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
	motion := ""
	if s.settings.Motion == "off" {
		motion = "off"
	}
	setAttr(root, "data-theme", s.settings.Theme)
	setAttr(root, "data-motion", motion)
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

// loadGame returns the saved game in progress, or nil. A saved game that
// cannot be read is moved aside, never deleted, and reported.
func loadGame(ctx app.Context) (*Session, error) {
	var raw string
	if err := ctx.LocalStorage().Get(keyGame, &raw); err != nil {
		setAside(ctx, "")
		return nil, err
	}
	if raw == "" {
		return nil, nil
	}
	sess, err := Unmarshal([]byte(raw), lookupGame)
	if err != nil {
		setAside(ctx, raw)
		return nil, err
	}
	return sess, nil
}

// setAside keeps unreadable saved data under another key.
func setAside(ctx app.Context, raw string) {
	if raw != "" {
		_ = ctx.LocalStorage().Set(keyAside+strconv.FormatInt(time.Now().Unix(), 10), raw)
	}
	ctx.LocalStorage().Del(keyGame)
}

// saveGame keeps the game in progress, after every move.
func (s *Shell) saveGame(ctx app.Context) {
	if s.sess == nil {
		ctx.LocalStorage().Del(keyGame)
		return
	}
	b, err := s.sess.Marshal()
	if err == nil {
		err = ctx.LocalStorage().Set(keyGame, string(b))
	}
	if err != nil {
		s.say(ctx, s.lang.T("err.save", err))
	}
}
