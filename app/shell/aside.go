package shell

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
)

// maxAsideOpen bounds the size of an item set aside that the records
// dialog offers to open: a larger one can still be downloaded.
const maxAsideOpen = 1 << 20

// asideItem is saved data set aside because it could not be read (see
// setAside), as the records dialog offers it back.
type asideItem struct {
	// Key is its key in the storage.
	Key string
	// When is when it was set aside.
	When time.Time
	// Game is the id of the game it was kept for, or "" when unknown;
	// History is set for a history of finished games, not a game;
	// Ratings for the player's rated games.
	Game             string
	History, Ratings bool
	// Text is the data as it was kept.
	Text string
	// open is set when it holds a record of a built game (see record),
	// as the records dialog found when it read it.
	open bool
}

// listAside returns the items set aside in store, newest first. raw
// reads an item that is not a JSON string.
func listAside(store app.BrowserStorage, raw func(key string) string) []asideItem {
	var items []asideItem
	store.ForEach(func(key string) {
		rest, ok := strings.CutPrefix(key, keyAside)
		if !ok {
			return
		}
		item := asideItem{Key: key}
		ms, what, _ := strings.Cut(rest, ".")
		if n, err := strconv.ParseInt(ms, 10, 64); err == nil {
			item.When = time.UnixMilli(n)
		}
		kind, id, _ := strings.Cut(what, ".")
		id, _, _ = strings.Cut(id, ".") // a second item of the same millisecond: "….game.saute.2"
		if _, ok := rules.Lookup(id); ok {
			item.Game = id
		}
		item.History = kind+"." == strings.TrimPrefix(keyHistory, "impasse.")
		item.Ratings = kind == strings.TrimPrefix(keyRatings, "impasse.")
		if err := store.Get(key, &item.Text); err != nil {
			item.Text = raw(key)
		}
		// Kept in order as they are read: there are a few at most.
		i := 0
		for i < len(items) && items[i].before(item) {
			i++
		}
		// By hand: a slices.Insert of the item's type compiles 5 kB
		// into the page.
		items = append(items, asideItem{})
		copy(items[i+1:], items[i:])
		items[i] = item
	})
	return items
}

// before reports whether a is listed before b: newer, or set aside in
// the same millisecond under a key that sorts first.
func (a asideItem) before(b asideItem) bool {
	if !a.When.Equal(b.When) {
		return a.When.After(b.When)
	}
	return a.Key < b.Key
}

// record returns the text of the record the item holds, and whether it
// holds one that names a built game: a saved game's record, or the text
// itself. A history of finished games, or a text too large, holds none.
func (a asideItem) record() (string, bool) {
	if a.History || len(a.Text) > maxAsideOpen {
		return "", false
	}
	text := a.Text
	var sv saved
	if json.Unmarshal([]byte(text), &sv) == nil && sv.Record != "" {
		text = sv.Record
	}
	rec, err := rules.ParseRecord(text)
	if err != nil {
		return "", false
	}
	_, ok := rules.Lookup(rec.Tag(rules.TagGame))
	return text, ok
}

// label names the item in l: its game, what it is, and when it was set
// aside.
func (a asideItem) label(l i18n.Lang) string {
	title := l.T("aside.unknown")
	if g, ok := rules.Lookup(a.Game); ok {
		title = g.Info().Title
	}
	what := l.T("aside.game")
	switch {
	case a.History:
		what = l.T("aside.history")
	case a.Ratings:
		title, what = l.T("rat.title"), l.T("rat.fileTitle")
	}
	when := "?"
	if !a.When.IsZero() {
		when = a.When.Format("2006-01-02 15:04")
	}
	return l.T("aside.item", title, what, when)
}

// findAside returns the item set aside under key, if it is still there.
func findAside(ctx app.Context, key string) (asideItem, bool) {
	for _, a := range listAside(ctx.LocalStorage(), rawItem) {
		if a.Key == key {
			return a, true
		}
	}
	return asideItem{}, false
}

// openAside opens the game set aside under key, as a record read from
// elsewhere would be opened: the game in progress stays unless the player
// agrees to end it.
func (d *recordsDialog) openAside(ctx app.Context, key string) {
	a, ok := findAside(ctx, key)
	if !ok {
		return
	}
	text, ok := a.record()
	if !ok {
		d.err = d.Lang.T("aside.cannotOpen")
		return
	}
	d.read(ctx, text)
}

// downloadAside saves the item set aside under key as a file.
func downloadAside(ctx app.Context, key string) {
	a, ok := findAside(ctx, key)
	if !ok {
		return
	}
	ext := "json"
	if _, ok := a.record(); ok && !json.Valid([]byte(a.Text)) {
		ext = recordExt
	}
	saveFile(strings.TrimPrefix(key, "impasse.")+"."+ext, a.Text)
}

// deleteAside deletes the item set aside under key once the player
// agrees, and reads the list again.
func (d *recordsDialog) deleteAside(ctx app.Context, key string) {
	a, ok := findAside(ctx, key)
	if !ok {
		return
	}
	ask(ctx, d.Lang.T("aside.confirmDelete", a.label(d.Lang)), func(ctx app.Context) {
		ctx.LocalStorage().Del(key)
		// The shell draws the page again after the answer, and with it
		// this dialog: go-app v10 counts a func prop (OnCopy…) as changed
		// whenever it is not nil (reflect.DeepEqual).
		d.readAside(ctx)
	})
}

// asideRow is one item set aside in the records dialog, with its
// buttons.
type asideRow struct {
	app.Compo

	Lang  i18n.Lang
	Key   string
	Label string
	// CanOpen is set when the item holds a record of a built game.
	CanOpen          bool
	OnOpen, OnDelete func(ctx app.Context, key string)
}

// Render draws the item's name and buttons.
func (r *asideRow) Render() app.UI {
	l := r.Lang
	return app.Li().Class("aside-item").DataSet("key", r.Key).Body(
		app.Span().Class("aside-label").Text(r.Label),
		app.Span().Class("rec-row").Body(
			app.Button().Class("btn", "aside-open").Text(l.T("aside.open")).Hidden(!r.CanOpen).
				OnClick(func(ctx app.Context, e app.Event) { r.OnOpen(ctx, r.Key) }),
			app.Button().Class("btn", "aside-download").Text(l.T("aside.download")).
				OnClick(func(ctx app.Context, e app.Event) { downloadAside(ctx, r.Key) }),
			app.Button().Class("btn", "aside-delete").Text(l.T("aside.delete")).
				OnClick(func(ctx app.Context, e app.Event) { r.OnDelete(ctx, r.Key) }),
		),
	)
}
