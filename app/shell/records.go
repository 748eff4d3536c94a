package shell

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	"impasse/rules/rating"
)

// recordExt is the file name extension of Impasse's own records.
const recordExt = "txt"

// notes are what a record read from elsewhere says beyond the game
// itself: tags such as Event, the players' names and the Date, and the
// comments. A session keeps them so that its record, written out again,
// still says them.
type notes struct {
	tags     []rules.Tag
	comments []rules.Comment
	// moves are the moves the comments are about, as Record writes them.
	moves []string
}

// notesOf returns what rec says that own, the record a session read from
// rec writes of itself, does not: the tags that are neither own's nor of
// the game's setup, the seats, the result or a resignation, and the
// comments.
func notesOf(rec, own *rules.Record) notes {
	var n notes
	g, ok := rules.Lookup(own.Tag(rules.TagGame))
	for _, t := range rec.Tags {
		if own.Tag(t.Name) != "" || ownTag(t.Name) || ok && slices.ContainsFunc(g.Options(), func(o rules.Option) bool { return o.Key == t.Name }) {
			continue
		}
		n.tags = append(n.tags, t)
	}
	if len(rec.Comments) > 0 {
		n.comments, n.moves = rec.Comments, own.Moves
	}
	return n
}

// ownTag reports whether name is a tag a session's record writes itself
// when it applies.
func ownTag(name string) bool {
	switch name {
	case rules.TagGame, rules.TagResult, rules.TagScores, rules.TagResigned, rules.TagTimeControl, rules.TagTimeOut, tagRated:
		return true
	}
	n, ok := strings.CutPrefix(name, tagSeat)
	return ok && n != "" && strings.Trim(n, "0123456789") == ""
}

// addTo writes n into rec, a session's own record: the tags it lacks, and
// the comments about the moves it still shares with the record read
// (those after a move taken back, or changed, are left out).
func (n *notes) addTo(rec *rules.Record) {
	for _, t := range n.tags {
		if rec.Tag(t.Name) == "" {
			rec.SetTag(t.Name, t.Value)
		}
	}
	if len(n.comments) == 0 {
		return
	}
	same := 0
	for same < len(rec.Moves) && same < len(n.moves) && rec.Moves[same] == n.moves[same] {
		same++
	}
	for _, c := range n.comments {
		if c.After <= same {
			rec.Comments = append(rec.Comments, c)
		}
	}
}

// readRecord reads text, a record pasted or opened on the page of game
// current, as a game on this device: an Impasse record, or a file in
// another format that the game (or else any game) reads as a
// rules.Formatter. A record without a Game tag is taken for one of
// current. Every move is checked; the first bad one gives a
// *rules.MoveError with its number.
func readRecord(text string, current rules.Game) (*Session, error) {
	if strings.TrimSpace(text) == "" {
		return nil, errors.New("there is nothing to read")
	}
	rec, err := parseAnyRecord(text, current)
	if err != nil {
		return nil, err
	}
	if !rec.Resembles(current) {
		return nil, rules.ErrNotRecord
	}
	if rec.Tag(rules.TagGame) == "" {
		rec.SetTag(rules.TagGame, current.Info().ID)
	}
	if len(rec.Moves) > rules.MaxMoves {
		return nil, &rules.TooLongError{Moves: len(rec.Moves)}
	}
	sess, err := FromRecord(rec, lookupGame)
	if clockErr, ok := errors.AsType[*clockError](err); ok {
		// A record is read whole or not at all: its clock's fault is said
		// as any other tag's, not as a saved game's that goes on.
		return nil, fmt.Errorf("its clock: %w", clockErr.err)
	} else if err != nil {
		return nil, err
	}
	if err := rec.CheckEnd(sess.State()); err != nil {
		return nil, err
	}
	sess.imported = true
	sess.local()
	return sess, nil
}

// parseAnyRecord reads text in Impasse's format or, when current or
// another game recognises it, in that game's format.
func parseAnyRecord(text string, current rules.Game) (*rules.Record, error) {
	games := append([]rules.Game{current}, rules.Games()...)
	for _, g := range games {
		if f, ok := g.(rules.Formatter); ok && f.IsFormat(text) {
			return f.ReadFormat(text)
		}
	}
	return rules.ParseRecord(text)
}

// recordError says in l what is wrong with a record that could not be
// read: which move and why, or why not at all.
func recordError(l i18n.Lang, err error) string {
	if errors.Is(err, rules.ErrNotRecord) {
		return l.T("rec.notRecord")
	}
	if long, ok := errors.AsType[*rules.TooLongError](err); ok {
		return l.T("rec.tooLong", long.Moves, rules.MaxMoves)
	}
	if me, ok := errors.AsType[*rules.MoveError](err); ok {
		// The move is quoted shortened, here and in the reason.
		why := strings.ReplaceAll(me.Err.Error(), strconv.Quote(me.Text), rules.Quote(me.Text))
		return l.T("rec.badMove", me.Number, rules.Quote(me.Text), why)
	}
	return l.T("rec.bad", err)
}

// importRecord reads text as a game and, once it reads, makes it the
// game in progress of its game, after asking when that would end an
// unfinished one, and then runs done. A record that does not read leaves
// every game as it was, and the error says why.
func (s *Shell) importRecord(ctx app.Context, text string, done func(ctx app.Context)) error {
	sess, err := readRecord(text, s.sess.Game)
	if err != nil {
		return err
	}
	s.replace(ctx, sess, done)
	return nil
}

// replace makes sess, a game read from a record, a link or the
// history, the game in progress of its game, after asking when that ends
// an unfinished game with moves; then, unless nil, runs once it is shown.
func (s *Shell) replace(ctx app.Context, sess *Session, then func(ctx app.Context)) {
	open := s.opening(sess, then)
	id := sess.Game.Info().ID
	if old := s.games[id]; old != nil && old != sess && !old.Over() && len(old.Moves()) > 0 {
		ask(ctx, confirmReplace(s.lang, old, "rec.confirmReplace", sess.Game.Info().Title), open)
		return
	}
	open(ctx)
}

// opening returns what makes sess the game in progress of its game and
// then, unless nil, runs then.
func (s *Shell) opening(sess *Session, then func(ctx app.Context)) func(ctx app.Context) {
	return func(ctx app.Context) {
		s.start(ctx, sess)
		if then != nil {
			then(ctx)
		}
	}
}

// download saves the game's record as a file: in Impasse's format, or
// with ext another format the game writes; the error says why the record
// could not be written in that format.
func (s *Shell) download(ctx app.Context, ext string) error {
	if s.sess.secretRecord() {
		return errors.New(s.lang.T("rec.hidden"))
	}
	rec := s.sess.Record()
	text := rec.String()
	if ext != recordExt {
		f, ok := s.sess.Game.(rules.Formatter)
		if !ok {
			return nil
		}
		var err error
		if text, err = f.WriteFormat(rec); err != nil {
			return err
		}
	}
	name := fmt.Sprintf("%s-%s.%s", s.sess.Game.Info().ID, time.Now().Format("20060102-1504"), ext)
	saveFile(name, text)
	return nil
}

// saveFile offers text to the browser as a file named name.
func saveFile(name, text string) {
	win := app.Window()
	blob := win.Get("Blob").New([]any{text}, map[string]any{"type": "text/plain;charset=utf-8"})
	url := win.Get("URL").Call("createObjectURL", blob)
	a := win.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Call("click")
	win.Call("setTimeout", app.FuncOf(func(this app.Value, args []app.Value) any {
		win.Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
}

// recordsAction opens the records dialog.
const recordsAction = "impasse.records"

// openRecords opens the records dialog of the game shown.
func openRecords(ctx app.Context, e app.Event) { ctx.NewAction(recordsAction) }

// recordsOf returns the records dialog, of the game shown if any.
func (s *Shell) recordsOf(l i18n.Lang) *recordsDialog {
	d := &recordsDialog{Lang: l, Shown: s.opened}
	if s.sess == nil || s.at.page != pagePlay {
		return d
	}
	d.Game = s.sess.Game.Info().ID
	if s.sess.secretRecord() {
		d.Secret = l.T("rec.hidden")
	}
	d.Download = s.download
	d.OnCopy = func(ctx app.Context, e app.Event) {
		if !s.sess.secretRecord() {
			copyText(ctx, s.lang, s.sess.Record().String(), s.lang.T("game.copied"), nil)
		}
	}
	d.Import = s.importRecord
	d.Reopen = s.reopen
	if f, ok := s.sess.Game.(rules.Formatter); ok {
		d.Ext = f.FormatExt()
	}
	// The link is made when the dialog opens and when the game moves on
	// (At), and again when copied: go-app may keep an earlier drawing's
	// handler.
	d.At = here(s.sess)
	d.Share = s.shareLink
	d.OnCopyLink = func(ctx app.Context, e app.Event) {
		if link, err := s.shareLink(); err == nil {
			copyText(ctx, s.lang, link, s.lang.T("link.copied"), nil)
		}
	}
	return d
}

// recordsDialog offers the record of the game shown (to download, to
// copy, as a share link) and reads another game's record, pasted or
// opened from a file. It shows the finished games of the game kept on
// the device and the items set aside, read from the storage when it
// opens (and again when one is deleted), and says what was wrong with
// the last record read. It opens with openRecords, and closes with its
// button, once it opened a game, or when another game is shown.
type recordsDialog struct {
	app.Compo

	Lang i18n.Lang
	// Game is the id of the game shown, "" when none is (the dialog
	// draws nothing); Shown tells it from the next (see Shell.opened).
	Game  string
	Shown int
	// Ext is the extension of another format the game writes, or "".
	Ext string
	// Secret says why the record is not given now (it would show what
	// a player hides), or is "".
	Secret string
	// At is where the game shown stands: the share link is made again
	// when it changes.
	At position
	// Share returns the game's share link, or why it cannot be shared.
	Share func() (string, error)
	// OnCopy and OnCopyLink copy the record and the link.
	OnCopy, OnCopyLink app.EventHandler
	// Download saves the record in the format of the extension it is
	// given; Import reads a record as the game of its page, and runs
	// done once that game is shown (after a question, if one is asked:
	// answered No, the record stays pasted); Reopen opens a finished game
	// in replay. Each error says what went wrong (the shell says it for
	// Reopen); Reopen closes the dialog once it succeeds.
	Download func(ctx app.Context, ext string) error
	Import   func(ctx app.Context, text string, done func(ctx app.Context)) error
	Reopen   func(ctx app.Context, f finished) error

	// open is set while the dialog shows, for the game shown when it
	// opened (of).
	open bool
	of   int
	// text is what has been pasted so far; err says what was wrong with
	// the last record read, or "".
	text, err string
	// past are the finished games of the game kept on the device, newest
	// first; aside are the items set aside because they could not be
	// read.
	past  []finished
	aside []asideItem
	// link is the share link of the game as it stood at linkAt, or ""
	// with linkNote saying why it cannot be shared: making it replays
	// every move, so it is not made at each drawing (each key pasted).
	link, linkNote string
	linkAt         position
}

// OnMount listens for openRecords.
func (d *recordsDialog) OnMount(ctx app.Context) {
	ctx.Handle(recordsAction, func(ctx app.Context, a app.Action) { d.show(ctx) })
}

// show opens the dialog afresh, reading the history of the game and the
// items set aside.
func (d *recordsDialog) show(ctx app.Context) {
	if d.Game == "" {
		return
	}
	d.open, d.of = true, d.Shown
	d.text, d.err = "", ""
	past, aside, err := recoverHistory(ctx.LocalStorage(), rawItem, d.Game, time.Now())
	if err != nil {
		ctx.NewActionWithValue(notifyAction, historyNote(d.Lang, d.Game, aside, err))
	}
	d.past = past
	d.readAside(ctx)
	d.makeLink()
}

// OnUpdate makes the share link again when the game has moved on since
// (the computer may move while the dialog is open).
func (d *recordsDialog) OnUpdate(ctx app.Context) {
	if d.open && d.Game != "" && d.At != d.linkAt {
		d.makeLink()
	}
}

// makeLink makes the share link of the game where it stands.
func (d *recordsDialog) makeLink() {
	link, err := d.Share()
	d.link, d.linkNote, d.linkAt = link, "", d.At
	if err != nil {
		d.link, d.linkNote = "", linkError(d.Lang, err)
	}
}

// close closes the dialog.
func (d *recordsDialog) close(ctx app.Context, e app.Event) { d.open = false }

// readAside reads the items set aside from the storage.
func (d *recordsDialog) readAside(ctx app.Context) {
	d.aside = listAside(ctx.LocalStorage(), rawItem)
	for i := range d.aside {
		_, d.aside[i].open = d.aside[i].record()
	}
}

// read reads text as the game of its page, closing the dialog once that
// game is shown, or says why it could not. A ratings file (the ratings page's export) is
// imported as the ratings page imports it.
func (d *recordsDialog) read(ctx app.Context, text string) {
	if rating.IsFile(text) {
		d.readRatings(ctx, text)
		return
	}
	closeDialog := func(app.Context) { ctx.Dispatch(func(app.Context) { d.open, d.text = false, "" }) }
	d.err = ""
	if err := d.Import(ctx, text, closeDialog); err != nil {
		d.err = recordError(d.Lang, err)
	}
}

// readRatings imports text, a ratings file, as the player's rated games,
// then closes the dialog and says how many were imported; or says why
// it could not.
func (d *recordsDialog) readRatings(ctx app.Context, text string) {
	had, ok, note := loadRatings(ctx, d.Lang)
	h, msg := readRatingsImport(d.Lang, text, ok)
	if msg != "" {
		d.err = strings.TrimSpace(note + " " + msg)
		return
	}
	importRatings(ctx, d.Lang, had, h, func(ctx app.Context, err error) {
		if err != nil {
			d.err = d.Lang.T("err.save", storageCause(err))
			return
		}
		d.open, d.text = false, ""
		ctx.NewActionWithValue(notifyAction, strings.TrimSpace(note+" "+d.Lang.T("rat.imported", len(h))))
	})
}

// download saves the record in the format of ext, or says why it could
// not.
func (d *recordsDialog) download(ctx app.Context, ext string) {
	if err := d.Download(ctx, ext); err != nil {
		d.err = d.Lang.T("rec.cannotWrite", ext, err)
	}
}

// Render draws the dialog while open for the game shown. Its structure
// is the same whatever it shows, so go-app updates it in place with the
// right handlers.
func (d *recordsDialog) Render() app.UI {
	if !d.open || d.of != d.Shown || d.Game == "" {
		return app.Text("")
	}
	return d.dialog()
}

// dialog draws the open dialog.
func (d *recordsDialog) dialog() app.UI {
	l := d.Lang
	link, linkNote := d.link, d.linkNote
	var aside []app.UI
	for _, a := range d.aside {
		aside = append(aside, &asideRow{Lang: l, Key: a.Key, Label: a.label(l), CanOpen: a.open,
			OnOpen: d.openAside, OnDelete: d.deleteAside})
	}
	sp, _ := view.Lookup(d.Game)
	var past []app.UI
	for i, f := range d.past {
		when := time.UnixMilli(f.Ended).Format("2006-01-02 15:04")
		result := winners(l, sp, f.Results)
		switch f.Ending {
		case endResigned:
			result = l.T("hist.byResigning", result)
		case endTimeOut:
			result = l.T("hist.onTime", result)
		}
		label := l.Count("hist.item", f.Moves, when, result, f.Moves)
		past = append(past, &openItem{ID: "past-" + strconv.Itoa(i+1), Class: "past", Index: i, Label: label, OnOpen: d.reopen})
	}
	return app.Div().Class("modal-back").Body(
		app.Div().Class("modal", "records").ID("records-dialog").Role("dialog").Aria("modal", "true").Aria("labelledby", "records-title").Body(
			app.H2().ID("records-title").Text(l.T("rec.title")),
			app.Div().Class("rec-row").Body(
				button("download", l.T("rec.download"), func(ctx app.Context, e app.Event) { d.download(ctx, recordExt) }).Disabled(d.Secret != ""),
				button("download-ext", l.T("rec.downloadExt", d.Ext), func(ctx app.Context, e app.Event) { d.download(ctx, d.Ext) }).Hidden(d.Ext == "").Disabled(d.Secret != ""),
				button("copy-record", l.T("game.copyRecord"), d.OnCopy).Disabled(d.Secret != ""),
			),
			app.P().Class("rec-note").ID("record-note").Hidden(d.Secret == "").Text(d.Secret),
			app.H3().Text(l.T("link.title")),
			app.Div().Class("rec-row").Body(
				app.Input().Class("rec-link").ID("share-link").ReadOnly(true).Hidden(link == "").
					Aria("label", l.T("link.title")).Value(link),
				button("copy-link", l.T("link.copy"), d.OnCopyLink).Disabled(link == ""),
			),
			app.P().Class("rec-note").ID("link-note").Hidden(linkNote == "").Text(linkNote),
			app.H3().Text(l.T("rec.openTitle")),
			app.Textarea().Class("rec-text").ID("import-text").Rows(5).Spellcheck(false).
				Placeholder(l.T("rec.paste")).Aria("label", l.T("rec.paste")).Text(d.text).
				OnInput(func(ctx app.Context, e app.Event) { d.text = ctx.JSSrc().Get("value").String() }),
			app.P().Class("rec-error").ID("import-error").Role("alert").Hidden(d.err == "").Text(d.err),
			app.Div().Class("rec-row").Body(
				app.Label().Class("btn", "rec-file").Body(
					app.Text(l.T("rec.openFile")),
					app.Input().Type("file").ID("import-file").Accept(d.accept()).OnChange(d.openFile),
				),
				button("import", l.T("rec.open"), func(ctx app.Context, e app.Event) { d.read(ctx, d.text) }),
			),
			app.H3().Text(l.T("hist.title")),
			app.P().Class("rec-note").Hidden(len(d.past) > 0).Text(l.T("hist.none")),
			levelsTable(l, tallies(d.past)),
			app.P().Class("rec-note").Body(app.A().ID("records-ratings").Href(pathOf("/"+pageRatings)).Text(l.T("rat.link"))),
			app.Ul().Class("hist-games").ID("hist-games").Body(past...),
			app.H3().Hidden(len(d.aside) == 0).Text(l.T("aside.title")),
			app.P().Class("rec-note").Hidden(len(d.aside) == 0).Text(l.T("aside.note")),
			app.Ul().Class("aside-items").ID("aside-items").Body(aside...),
			// Close last, where a dialog's actions stay in sight.
			app.Div().Class("actions").Body(
				dismiss(app.Button().Class("btn", "primary").ID("records-close").Text(l.T("nav.close")).OnClick(d.close)),
			),
		),
	)
}

// accept lists the file types the file picker offers.
func (d *recordsDialog) accept() string {
	a := "." + recordExt + ",text/plain"
	if d.Ext != "" {
		a += ",." + d.Ext
	}
	return a
}

// reopen opens finished game i in replay, closing the dialog.
func (d *recordsDialog) reopen(ctx app.Context, i int) {
	if i < len(d.past) && d.Reopen(ctx, d.past[i]) == nil {
		d.open = false
	}
}

// openFile reads the file chosen in the picker as the game of its page.
func (d *recordsDialog) openFile(ctx app.Context, e app.Event) {
	file, ok := chosenFile(ctx.JSSrc())
	if !ok {
		return
	}
	if size := file.Get("size").Int(); size > rules.MaxRecordSize {
		d.err = d.Lang.T("rec.tooBig", size/1024)
		return
	}
	readFileText(ctx, file, d.read, func(_ app.Context, why string) { d.err = d.Lang.T("rec.unreadable", why) })
}

// chosenFile returns the file chosen in the file picker input, if any,
// and clears the picker, so that the same file may be chosen again
// after it is fixed.
func chosenFile(input app.Value) (app.Value, bool) {
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return nil, false
	}
	file := files.Index(0)
	input.Set("value", "")
	return file, true
}

// readFileText reads file's text in the browser, then calls read with it,
// or fail with why it could not be read, each in the UI goroutine.
func readFileText(ctx app.Context, file app.Value, read func(ctx app.Context, text string), fail func(ctx app.Context, why string)) {
	settled(ctx, file.Call("text"),
		func(ctx app.Context, v app.Value) { read(ctx, v.String()) },
		func(ctx app.Context, v app.Value) { fail(ctx, v.Call("toString").String()) })
}
