package shell

import (
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// keyRev prefixes the revision of each game's saved game
// ("impasse.rev.blokusduo"): how many times it was saved on this device,
// by any tab.
const keyRev = "impasse.rev."

// tabRevs holds, for each game, the revision of its saved game this tab
// last read or wrote. A page is one tab and runs one program, so one map
// serves.
var tabRevs = map[string]int{}

// readRev returns the revision of id's saved game in store (0 for none
// or an unreadable one).
func readRev(store app.BrowserStorage, id string) int {
	var n int
	if store.Get(keyRev+id, &n) != nil {
		return 0
	}
	return n
}

// writeSaved keeps text as id's saved game in store, never silently over
// a game another tab saved since this one last read or wrote it (revs
// holds what it did): that game is first set aside, and the key it is
// kept under is returned, "" when nothing was set aside. raw reads an
// item as text when it is not JSON.
func writeSaved(store app.BrowserStorage, raw func(key string) string, revs map[string]int, id, text string, now time.Time) (aside string, err error) {
	key := keyGame + id
	rev := readRev(store, id)
	if rev != revs[id] && store.Contains(key) {
		var theirs string
		if store.Get(key, &theirs) != nil || theirs == "" {
			theirs = raw(key)
		}
		if theirs != text {
			if aside, err = setAside(store, key, theirs, now); err != nil {
				return "", fmt.Errorf("another tab saved this game, and its game could not be set aside (%s)", storageCause(err))
			}
		}
	}
	if err := store.Set(key, text); err != nil {
		return aside, err
	}
	// A revision that cannot be written leaves the next save to set
	// aside a game that is this one: nothing is lost.
	_ = store.Set(keyRev+id, rev+1)
	revs[id] = rev + 1
	return aside, nil
}

// watchTabs tells the person when another tab saves the game this page
// shows: its next save here sets that tab's game aside (writeSaved).
func (s *Shell) watchTabs(ctx app.Context) {
	app.Window().Call("addEventListener", "storage", app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		key := args[0].Get("key")
		if key.Type() != app.TypeString || !strings.HasPrefix(key.String(), keyRev) {
			return nil
		}
		id := strings.TrimPrefix(key.String(), keyRev)
		ctx.Dispatch(func(ctx app.Context) {
			if s.sess != nil && s.sess.Game.Info().ID == id {
				s.notify(s.lang.T("tab.changed"))
			}
		})
		return nil
	}))
}
