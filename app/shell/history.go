package shell

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
)

// keyHistory prefixes the finished games of each game kept on the
// device: "impasse.history.blokusduo".
const keyHistory = "impasse.history."

// historyMax is how many finished games of each game are kept; the
// oldest go first.
const historyMax = 100

// finished is a game that ended on this device, as the history keeps it.
type finished struct {
	// ID is when the game was first filed (Unix milliseconds); a game
	// filed again (taken back and ended otherwise) replaces its entry.
	ID int64 `json:"id"`
	// Ended is when it ended, in Unix milliseconds.
	Ended   int64     `json:"ended"`
	Seats   []Seat    `json:"seats"`
	Results []float64 `json:"results"`
	// Moves is the number of moves played.
	Moves  int    `json:"moves"`
	Record string `json:"record"`
	// Ending says how it ended, when not by its moves: endResigned or
	// endTimeOut ("" in entries filed before it was kept).
	Ending string `json:"ending,omitempty"`
}

// The endings of a finished game besides its moves.
const (
	endResigned = "resigned"
	endTimeOut  = "time"
)

// endingOf returns how sess ended besides its moves, or "".
func endingOf(sess *Session) string {
	switch {
	case sess.Resigned >= 0:
		return endResigned
	case sess.TimedOut() >= 0:
		return endTimeOut
	}
	return ""
}

// historyFile is a game's history as stored.
type historyFile struct {
	Version int        `json:"v"`
	Games   []finished `json:"games"`
}

const historyVersion = 1

// readHistory reads the finished games of game id from store, newest
// first. A history that cannot be read gives an error, and its text as
// it stands (raw reads an item that is not a JSON string).
func readHistory(store app.BrowserStorage, raw func(key string) string, id string) (games []finished, text string, err error) {
	key := keyHistory + id
	if err := store.Get(key, &text); err != nil {
		text = raw(key)
		return nil, text, fmt.Errorf("not a list of games: %s", rules.Quote(text))
	}
	if text == "" {
		return nil, "", nil
	}
	var h historyFile
	if err := json.Unmarshal([]byte(text), &h); err != nil {
		return nil, text, fmt.Errorf("not a list of games: %v", err)
	}
	if h.Version != historyVersion {
		return nil, text, fmt.Errorf("kept by another version of the app (format %d, not %d)", h.Version, historyVersion)
	}
	g, ok := rules.Lookup(id)
	if !ok {
		return nil, text, fmt.Errorf("no game %q", id)
	}
	for i, f := range h.Games {
		if err := f.check(g); err != nil {
			return nil, text, fmt.Errorf("game %d of the list: %v", i+1, err)
		}
	}
	return h.Games, "", nil
}

// check reports what makes f no game of g that could have been played:
// seats and results for a number of players g allows, each result from
// 0 to 1, each computer at one of g's levels.
func (f finished) check(g rules.Game) error {
	info := g.Info()
	n := len(f.Seats)
	switch {
	case n < info.MinPlayers || n > info.MaxPlayers:
		return fmt.Errorf("%d seats", n)
	case len(f.Results) != n:
		return fmt.Errorf("%d results for %d seats", len(f.Results), n)
	case f.Moves < 0:
		return fmt.Errorf("%d moves", f.Moves)
	}
	for _, r := range f.Results {
		if !(r >= 0 && r <= 1) {
			return fmt.Errorf("a result of %v", r)
		}
	}
	levels := len(rules.LevelsOf(g))
	for _, seat := range f.Seats {
		if seat.AI && (seat.Level < 1 || seat.Level > levels) {
			return fmt.Errorf("a computer at level %d", seat.Level)
		}
	}
	return nil
}

// recoverHistory reads the history of game id like readHistory, but sets
// one that cannot be read aside (under keyAside, as loadSaved does for
// games) so that a new history starts. The error says what could not be
// read; aside is the key it is kept under, or "" when it could not be
// set aside: then it stays where it was, and must not be written over.
func recoverHistory(store app.BrowserStorage, raw func(key string) string, id string, now time.Time) (games []finished, aside string, err error) {
	games, text, err := readHistory(store, raw, id)
	if err == nil {
		return games, "", nil
	}
	aside, asideErr := setAside(store, keyHistory+id, text, now)
	if asideErr != nil {
		return nil, "", fmt.Errorf("%v; it could not be set aside (%s)", err, storageCause(asideErr))
	}
	return nil, aside, err
}

// historyNote tells the player that the history of game id could not
// be read, and whether a new one starts.
func historyNote(l i18n.Lang, id, aside string, err error) string {
	title := id
	if g, ok := rules.Lookup(id); ok {
		title = g.Info().Title
	}
	if aside == "" {
		return l.T("hist.notAside", title, err)
	}
	return l.T("hist.setAside", title, err)
}

// fileGame keeps sess in its game's history once it has ended, if it was
// played on this device. A history that cannot be read is set aside and
// a new one starts, or, when it cannot be set aside, is left as it is
// and the game is not kept.
func (s *Shell) fileGame(ctx app.Context, sess *Session) {
	if sess == nil || !sess.Over() || sess.imported {
		return
	}
	id := sess.Game.Info().ID
	games, aside, err := recoverHistory(ctx.LocalStorage(), rawItem, id, time.Now())
	if err != nil {
		s.notify(historyNote(s.lang, id, aside, err))
		if aside == "" {
			return
		}
	}
	now := time.Now().UnixMilli()
	if sess.filed == 0 {
		sess.filed = now
	}
	entry := finished{ID: sess.filed, Ended: now, Seats: sess.Seats, Results: sess.Results(),
		Moves: len(sess.Moves()), Record: sess.Record().String(), Ending: endingOf(sess)}
	var changed bool
	games, sess.filed, changed = fileEntry(games, entry)
	if !changed {
		return
	}
	if len(games) > historyMax {
		games = games[:historyMax]
	}
	b, err := json.Marshal(historyFile{Version: historyVersion, Games: games})
	if err == nil {
		err = ctx.LocalStorage().Set(keyHistory+id, string(b))
	}
	if err != nil {
		s.notify(s.lang.T("err.save", storageCause(err)))
	}
}

// fileEntry returns games with entry first, in place of its earlier
// self (of the same ID), the ID the game has in them, and whether that
// changed them: a game filed already as it stands, even under another ID
// (a line switched back to after a variation), is not filed again. (A
// loop: a slices.DeleteFunc of this type compiles more into the page.)
func fileEntry(games []finished, entry finished) (kept []finished, id int64, changed bool) {
	for _, f := range games {
		if f.Record == entry.Record {
			return games, f.ID, false
		}
	}
	kept = []finished{entry}
	for _, f := range games {
		if f.ID != entry.ID {
			kept = append(kept, f)
		}
	}
	return kept, entry.ID, true
}

// standing is how the people did against the computer in a finished
// game: the computer's level and 1 for a win, 0 a draw, -1 a loss; ok is
// false for a game not played by people against the computer at one
// level.
func (f finished) standing() (level, outcome int, ok bool) {
	if len(f.Seats) != len(f.Results) {
		return 0, 0, false
	}
	people, computer := -1.0, -1.0
	for i, seat := range f.Seats {
		switch {
		case !seat.AI:
			people = max(people, f.Results[i])
		case level != 0 && seat.Level != level:
			return 0, 0, false
		default:
			level = seat.Level
			computer = max(computer, f.Results[i])
		}
	}
	if people < 0 || computer < 0 {
		return 0, 0, false
	}
	switch {
	case people > computer:
		outcome = 1
	case people < computer:
		outcome = -1
	}
	return level, outcome, true
}

// tally counts wins, draws and losses against each computer level.
type tally struct {
	Level            int
	Won, Drawn, Lost int
}

// tallies returns the results against each computer level in games, by
// level.
func tallies(games []finished) []tally {
	var out []tally // out[level-1], until the levels never met are dropped
	for _, f := range games {
		level, outcome, ok := f.standing()
		if !ok || level < 1 {
			continue
		}
		for len(out) < level {
			out = append(out, tally{})
		}
		t := &out[level-1]
		t.Level = level
		switch outcome {
		case 1:
			t.Won++
		case 0:
			t.Drawn++
		default:
			t.Lost++
		}
	}
	kept := out[:0]
	for _, t := range out {
		if t.Level != 0 {
			kept = append(kept, t)
		}
	}
	return kept
}

// winners says who won a finished game of the game whose view is sp.
func winners(l i18n.Lang, sp view.Spec, results []float64) string {
	if len(results) <= 1 {
		return l.T("game.finished")
	}
	best := slices.Max(results)
	var names []string
	count := 1
	for i, v := range results {
		if v == best {
			if sp.SeatCount != nil {
				count = sp.SeatCount(i, len(results))
			}
			if sp.SeatName != nil {
				names = append(names, sp.SeatName(l, i, len(results)))
			} else {
				names = append(names, strconv.Itoa(i+1))
			}
		}
	}
	switch {
	case len(names) == len(results):
		return l.T("game.draw")
	case len(names) == 1:
		return l.Count("game.wins", count, names[0])
	}
	return l.T("game.sharedWin", strings.Join(names, ", "))
}

// reopen opens a finished game of the history as the game of its page,
// in replay from the start. A record that no longer reads is said, and
// is the error.
func (s *Shell) reopen(ctx app.Context, f finished) error {
	sess, err := readRecord(f.Record, s.sess.Game)
	if err != nil {
		s.notify(recordError(s.lang, err))
		return err
	}
	// It is the same game as filed, not a game from elsewhere.
	sess.imported, sess.filed = false, f.ID
	s.replace(ctx, sess, func(ctx app.Context) { s.replayTo(ctx, 0) })
	return nil
}

// levelsTable shows the results against each computer level.
func levelsTable(l i18n.Lang, levels []tally) app.UI {
	rows := []app.UI{app.Tr().Body(
		app.Th().Text(l.T("hist.level")),
		app.Th().Text(l.T("hist.won")),
		app.Th().Text(l.T("hist.drawn")),
		app.Th().Text(l.T("hist.lost")),
	)}
	for _, t := range levels {
		rows = append(rows, app.Tr().Body(
			app.Th().Text(l.T("game.computer", t.Level)),
			app.Td().Text(strconv.Itoa(t.Won)),
			app.Td().Text(strconv.Itoa(t.Drawn)),
			app.Td().Text(strconv.Itoa(t.Lost)),
		))
	}
	return app.Table().Class("breakdown", "hist-levels").ID("hist-levels").Hidden(len(levels) == 0).Body(app.TBody().Body(rows...))
}
