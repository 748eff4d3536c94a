package shell

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
	"impasse/rules/rating"
)

// Rated games (package rules/rating): one person against one computer
// seat, in a game of two players whose levels are rated. The level is
// the one whose rating is nearest the player's; the game cannot be taken
// back nor played on from an earlier move until it is over, gives no
// hint, and ends by its result, a resignation or a time out; then the
// player's rating in that game moves, and the page says by how much. The
// player's rated games are kept on the device as a ratings file
// (keyRatings), shown, exported and imported on the ratings page
// (/ratings).

// keyRatings is where the player's rated games are kept, as a ratings
// file (rating.History's text).
const keyRatings = "impasse.ratings"

// ratedGame is what a session keeps of its rated game.
type ratedGame struct {
	// Rating is the computer level's rating when the game began.
	Rating int `json:"rating"`
	// Counted is set once the game's result has moved the rating, from
	// Before to After.
	Counted bool `json:"counted,omitempty"`
	Before  int  `json:"before,omitempty"`
	After   int  `json:"after,omitempty"`
}

// ratedLevels returns the ratings of g's levels (0 for a level not
// measured, which rated games do not play), and whether g is played
// rated: a game of two players (or more, played at two) whose gentlest
// level and at least one other are rated.
func ratedLevels(g rules.Game) ([]int, bool) {
	info := g.Info()
	if info.MinPlayers > 2 || info.MaxPlayers < 2 {
		return nil, false
	}
	levels := rules.LevelsOf(g)
	out := make([]int, len(levels))
	rated := 0
	for i, l := range levels {
		out[i] = l.Rating
		if l.Rating != 0 {
			rated++
		}
	}
	return out, len(out) > 1 && out[0] != 0 && rated > 1
}

// errNotRateable is the error of a game that cannot be rated.
var errNotRateable = errors.New("a rated game is one person against the computer, at two players")

// errRatedBranch is the error of a rated game played on from an earlier
// move before its end.
var errRatedBranch = errors.New("a rated game is played on from an earlier move only once over")

// rate makes the session a rated game against a computer level rated
// levelRating: one person at this device against one computer seat.
func (s *Session) rate(levelRating int) error {
	if len(s.Seats) != 2 || s.friend != nil || s.people() != 1 || !s.Seats[0].AI && !s.Seats[1].AI || levelRating == 0 {
		return errNotRateable
	}
	s.rated = &ratedGame{Rating: levelRating}
	return nil
}

// Rated reports whether the session is a rated game.
func (s *Session) Rated() bool { return s.rated != nil }

// ratedEnd returns what a rated game that has ended and has not yet moved
// the rating gives: the computer's level and its rating, and the
// person's score (1 a win, 1/2 a draw, 0 a loss); ok is false for any
// other game.
func (s *Session) ratedEnd() (r rating.Rated, ok bool) {
	if s.rated == nil || s.rated.Counted || s.imported || !s.Over() {
		return r, false
	}
	level, outcome, ok := finished{Seats: s.Seats, Results: s.Results()}.standing()
	if !ok {
		return r, false
	}
	return rating.Rated{Game: s.Game.Info().ID, Level: level, LevelRating: s.rated.Rating,
		Score: float64(outcome+1) / 2}, true
}

// readRatings reads the player's rated games from store. Ratings that
// cannot be read give an error and their text as it stands (raw reads an
// item that is not a JSON string).
func readRatings(store app.BrowserStorage, raw func(key string) string) (h rating.History, text string, err error) {
	if err := store.Get(keyRatings, &text); err != nil {
		text = raw(keyRatings)
		return nil, text, fmt.Errorf("not a ratings file: %s", rules.Quote(text))
	}
	if text == "" {
		return nil, "", nil
	}
	h, err = rating.Parse(text)
	return h, text, err
}

// loadRatings reads the player's rated games. Ratings that cannot be read
// are set aside (as loadSaved does for games) so that new ones start;
// the message says so, or why they could not be set aside, when ok is
// false: then they stay as they are and must not be written over.
func loadRatings(ctx app.Context, l i18n.Lang) (h rating.History, ok bool, msg string) {
	h, text, err := readRatings(ctx.LocalStorage(), rawItem)
	if err == nil {
		return h, true, ""
	}
	if _, asideErr := setAside(ctx.LocalStorage(), keyRatings, text, time.Now()); asideErr != nil {
		return nil, false, l.T("rat.notAside", ratingsError(l, err))
	}
	return nil, true, l.T("rat.setAside", ratingsError(l, err))
}

// saveRatings keeps h as the player's rated games.
func saveRatings(ctx app.Context, h rating.History) error {
	return ctx.LocalStorage().Set(keyRatings, h.String())
}

// ratingsError says in l what is wrong with a ratings file.
func ratingsError(l i18n.Lang, err error) string {
	if pe, ok := errors.AsType[*rating.ParseError](err); ok {
		why := l.T("rat.problem" + strconv.Itoa(int(pe.Problem)))
		if pe.Line == 0 {
			return why
		}
		return l.T("rat.badLine", pe.Line, rules.Quote(pe.Text), why)
	}
	if ue, ok := errors.AsType[*unratedError](err); ok {
		return l.T("rat.unrated", ue.line, rules.Quote(ue.game))
	}
	return err.Error()
}

// unratedError is a line of a ratings file about a game not played rated
// here.
type unratedError struct {
	line int
	game string
}

func (e *unratedError) Error() string {
	return fmt.Sprintf("line %d: %s is not a game played rated", e.line, e.game)
}

// readRatingsFile reads text, a ratings file to import: every line must
// read, and be of a game played rated here.
func readRatingsFile(text string) (rating.History, error) {
	h, err := rating.Parse(text)
	if err != nil {
		return nil, err
	}
	// Lines are numbered as in the file: the header, then blank lines
	// skipped.
	n := 1
	lines := strings.Split(text, "\n")
	for _, r := range h {
		for n++; strings.TrimSpace(lines[n-1]) == ""; n++ {
		}
		g, known := rules.Lookup(r.Game)
		if !known {
			return nil, &unratedError{n, r.Game}
		}
		if _, ok := ratedLevels(g); !ok {
			return nil, &unratedError{n, r.Game}
		}
	}
	return h, nil
}

// rateGame moves the player's rating by sess's result, once a rated game
// has ended, keeps it, and says by how much. Ratings that cannot be read
// are set aside first; when they cannot be, or the new ones cannot be
// kept, the game is not counted and the page says why.
func (s *Shell) rateGame(ctx app.Context, sess *Session) {
	r, ok := sess.ratedEnd()
	if !ok {
		return
	}
	h, ok, msg := loadRatings(ctx, s.lang)
	if msg != "" {
		s.notify(msg)
	}
	if !ok {
		return
	}
	before, _ := h.Rating(r.Game)
	r.At = time.Now().UTC().Truncate(time.Second)
	h = append(h, r)
	after, _ := h.Rating(r.Game)
	if err := saveRatings(ctx, h); err != nil {
		s.notify(s.lang.T("err.save", storageCause(err)))
		return
	}
	b, a := int(math.Round(before)), int(math.Round(after))
	sess.rated.Counted, sess.rated.Before, sess.rated.After = true, b, a
	s.notify(s.lang.T("rat.moved", sess.Game.Info().Title, b, a, signedText(a-b)))
}

// ratingMoved says how a rated game that has ended moved the player's
// rating, or "" for any other game.
func ratingMoved(l i18n.Lang, sess *Session) string {
	r := sess.rated
	if r == nil || !r.Counted || r.Before == 0 {
		return ""
	}
	return l.T("rat.summary", r.Before, r.After, signedText(r.After-r.Before))
}

// rateAgain makes sess, a game played again after a rated game, rated
// too: against the level now nearest the player's rating.
func rateAgain(ctx app.Context, sess *Session) error {
	levels, ok := ratedLevels(sess.Game)
	if !ok {
		return errNotRateable
	}
	h, _, _ := readRatings(ctx.LocalStorage(), rawItem)
	r, _ := h.Rating(sess.Game.Info().ID)
	n := rating.Nearest(r, levels)
	// The seats may be the earlier game's.
	sess.Seats = slices.Clone(sess.Seats)
	for i := range sess.Seats {
		if sess.Seats[i].AI {
			sess.Seats[i].Level = n + 1
		}
	}
	return sess.rate(levels[n])
}

// ratedBadge says, in a rated game, that it is rated and against which
// level; nil in any other game.
func ratedBadge(l i18n.Lang, sess *Session) app.UI {
	if sess.rated == nil {
		return nil
	}
	level := 0
	for _, seat := range sess.Seats {
		if seat.AI {
			level = seat.Level
		}
	}
	return app.P().Class("rated-badge").ID("rated-badge").Text(l.T("rat.badge", level, sess.rated.Rating))
}

// abandoned reports whether replacing old, the game in progress of a
// game, by another abandons a rated game: one going on, with moves.
func abandoned(old *Session) bool {
	return old != nil && old.Rated() && !old.Over() && len(old.Moves()) > 0
}

// abandonRated ends old, a rated game that another game replaces, as
// lost: the person resigns, the rating moves, and the game goes into the
// history. A rated game ends by its result, a resignation or a time
// out, never by being left.
func (s *Shell) abandonRated(ctx app.Context, old *Session) {
	if !abandoned(old) {
		return
	}
	for i, seat := range old.Seats {
		if seat.here() {
			_ = old.Resign(i)
		}
	}
	s.fileGame(ctx, old)
	s.rateGame(ctx, old)
}

// confirmReplace is the question asked before old, an unfinished game
// of title, ends: key's, or the rated game's, which counts as lost; a
// game with friends on other devices adds that they are not told.
func confirmReplace(l i18n.Lang, old *Session, key, title string) string {
	switch {
	case abandoned(old):
		return l.T("rat.confirmAbandon", title)
	case old != nil && old.Friends():
		return l.T(key, title) + " " + l.T("friend.notTold")
	}
	return l.T(key, title)
}

// canRate reports whether the dialog's other choices allow a rated game:
// a game played rated, at two players, on this device.
func (d *newGameDialog) canRate() bool {
	g, ok := rules.Lookup(d.of)
	if !ok || d.form.Players != 2 || d.form.Friends {
		return false
	}
	_, ok = ratedLevels(g)
	return ok
}

// rated reports whether the dialog's choices make a rated game.
func (d *newGameDialog) rated() bool { return d.form.Rated && d.canRate() }

// readRating reads the player's rating in the dialog's game, and seats a
// rated game's choices as one person against the computer.
func (d *newGameDialog) readRating(ctx app.Context) {
	h, _, _ := readRatings(ctx.LocalStorage(), rawItem)
	d.rating, d.played = h.Rating(d.of)
	d.seatRated()
}

// seatRated seats the choices of a rated game as one person against the
// computer, whatever the seats were (the players changed, friends came
// and went); other choices keep their seats.
func (d *newGameDialog) seatRated() {
	if d.rated() {
		d.form.Seats = oneAgainstComputer(d.form.Seats)
	}
}

// oneAgainstComputer returns two seats as one person against the
// computer: as they are when they are, else a person first.
func oneAgainstComputer(seats []Seat) []Seat {
	if len(seats) == 2 && seats[0].AI != seats[1].AI && !seats[0].Friend && !seats[1].Friend {
		return seats
	}
	return []Seat{{}, {AI: true, Level: 1}}
}

// ratedLevel returns the rating of the level nearest the player's rating
// and seats the computer of seats at that level.
func (d *newGameDialog) ratedLevel(seats []Seat) int {
	g, _ := rules.Lookup(d.of)
	levels, _ := ratedLevels(g)
	n := rating.Nearest(d.rating, levels)
	for i := range seats {
		if seats[i].AI {
			seats[i].Level = n + 1
		}
	}
	return levels[n]
}

// ratedLevelText names the level a rated game is played against, with
// its rating.
func (d *newGameDialog) ratedLevelText(l i18n.Lang) string {
	g, _ := rules.Lookup(d.of)
	levels, _ := ratedLevels(g)
	n := rating.Nearest(d.rating, levels)
	return l.T("rat.level", n+1, l.T("level."+rules.LevelsOf(g)[n].Name), levels[n])
}

// ratedRows are the dialog's rated-game choice and what it means, or a
// note when the game is not played rated.
func (d *newGameDialog) ratedRows(l i18n.Lang) []app.UI {
	if !d.canRate() {
		return nil
	}
	rows := []app.UI{checkRow(l.T("rat.choose"), "rated", d.form.Rated, d.setRated)}
	if d.form.Rated {
		rows = append(rows, app.P().Class("row", "note").ID("rated-note").
			Text(l.Count("rat.note", d.played, int(math.Round(d.rating)), d.played)))
	}
	return rows
}

// setRated takes the rated-game choice: a rated game seats one person
// against the computer.
func (d *newGameDialog) setRated(ctx app.Context, e app.Event) {
	f := d.choices()
	f.Rated = ctx.JSSrc().Get("checked").Bool()
	d.form = f
	d.seatRated()
}
