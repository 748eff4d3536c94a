package shell

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/aiclient"
	"impasse/rules"
)

// computer runs the computer players in the AI worker: one question at a
// time, a new question cancelling the one before. The strongest level of
// a game searching by MCTS asks several workers at once, one per core
// the device offers beyond the page's (root-parallel search).
type computer struct {
	client *aiclient.Client
	// pool is the client and the other workers of a root-parallel
	// search, made when first needed (nil with a single core to use).
	pool   *aiclient.Pool
	url    string
	cancel func()
	// root is the shell's own context, which lives as long as the page:
	// the answers to a search come through it.
	root app.Context
	// gen numbers the questions, so a late answer to an old one is
	// ignored.
	gen int
	// hinting is set while the question pending asks for a hint; failed
	// once the computer could not move, until it is asked again or
	// stopped; hint is the last move it suggested, shown at the position
	// it was asked for only.
	hinting bool
	failed  bool
	hint    suggestion
}

func newComputer(ctx app.Context) *computer {
	url := ctx.ResolveStaticResource("/web/ai-worker.js")
	return &computer{client: aiclient.New(url), url: url, root: ctx}
}

// maxWorkers bounds the workers of a root-parallel search: each holds its
// own copy of the AI's memory and its own tree, which grows from move to
// move. Seven, on a phone of eight cores, took the page from 1.0 to
// 1.8 GB by Blokus Duo's ninth move, where a phone's browser may close
// it (one worker: 1.2 GB).
const maxWorkers = 4

// workerCount returns how many workers a root-parallel search takes on a
// device of cores cores and memoryGB of memory (0 when the browser does
// not say): a core is left to the page, and 2 GB of memory a worker.
func workerCount(cores int, memoryGB float64) int {
	n := min(max(cores-1, 1), maxWorkers)
	if memoryGB > 0 {
		n = min(n, max(int(memoryGB/2), 1))
	}
	return n
}

// workers returns the pool for a root-parallel search, or nil when the
// device has a core or the memory for one worker only (workerCount).
func (c *computer) workers() *aiclient.Pool {
	if c.pool != nil {
		return c.pool
	}
	n := 1
	if app.IsClient {
		nav := app.Window().Get("navigator")
		cores, memory := 1, 0.0
		if hc := nav.Get("hardwareConcurrency"); hc.Truthy() {
			cores = hc.Int()
		}
		switch dm := nav.Get("deviceMemory"); {
		case dm.Truthy():
			memory = dm.Float()
		case app.Window().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool():
			// A phone or tablet whose browser does not say (Safari,
			// Firefox): taken for one of 4 GB.
			memory = 4
		}
		n = workerCount(cores, memory)
	}
	if n < 2 {
		return nil
	}
	clients := []*aiclient.Client{c.client}
	for len(clients) < n {
		clients = append(clients, aiclient.New(c.url))
	}
	c.pool = aiclient.NewPool(clients...)
	return c.pool
}

// parallel reports whether level (from 1) of g at the given number of
// players searches by MCTS and is the strongest: its search is spread
// over several workers.
func parallel(g rules.Game, players, level int) bool {
	levels := rules.LevelsOf(g)
	if level != len(levels) {
		return false
	}
	lv := levels[level-1].For(players)
	return lv.Search == rules.SearchMCTS
}

// ask sends the position to the worker; the answer goes to sh.answer on
// the UI goroutine, unless the question was cancelled. ctx must be the
// shell's own context, which lives as long as the page. A move that
// could not be had (an error from sh.answer) leaves the computer failed.
func (c *computer) ask(ctx app.Context, sh *Shell, sess *Session, seat, level int, hint bool) {
	c.stop()
	c.gen++
	gen := c.gen
	c.hinting = hint
	req := aiclient.Request{
		Game:   sess.Game.Info().ID,
		Record: sess.Record().String(),
		Seat:   seat,
		Level:  level,
		Hint:   hint,
		Rated:  sess.Rated() && !hint,
	}
	if c := sess.Clock(); c != nil && !hint {
		req.CapMs = thinkingCap(c.Left(seat), c.Control().Increment)
	}
	ask := c.client.Ask
	// A rated game's level plays in one worker, as its rating was
	// measured.
	if !req.Rated && parallel(sess.Game, sess.State().Players(), level) {
		if p := c.workers(); p != nil {
			ask = p.Ask
		}
	}
	c.cancel = ask(req, func(r aiclient.Reply) {
		ctx.Dispatch(func(ctx app.Context) {
			if gen != c.gen {
				return
			}
			c.cancel = nil
			if err := sh.answer(ctx, sess, seat, hint, r.Move, r.Error); err != nil && !hint {
				c.failed = true
			}
		})
	})
}

// solve asks the worker for the best line from the position of a game
// played alone: progress gets the best line so far, done the last one
// (or an error), on the UI goroutine through the shell's context, unless
// the question was cancelled.
func (c *computer) solve(sess *Session, progress, done func(ctx app.Context, r aiclient.Reply)) {
	c.stop()
	c.gen++
	gen := c.gen
	c.hinting = false
	req := aiclient.Request{Game: sess.Game.Info().ID, Record: sess.Record().String(), Solve: true}
	on := func(final bool, f func(ctx app.Context, r aiclient.Reply)) func(aiclient.Reply) {
		return func(r aiclient.Reply) {
			c.root.Dispatch(func(ctx app.Context) {
				if gen != c.gen {
					return
				}
				if final {
					c.cancel = nil
				}
				f(ctx, r)
			})
		}
	}
	c.cancel = c.client.AskWithProgress(req, on(false, progress), on(true, done))
}

// warm starts the worker ahead of the first question, so the first move
// of the computer does not wait for it to load.
func (c *computer) warm() { c.client.Start() }

// hurry asks the computer to play its best move found so far.
func (c *computer) hurry() {
	if c.pool != nil {
		c.pool.Stop() // the client too
		return
	}
	c.client.Stop()
}

// busy reports whether a question is pending.
func (c *computer) busy() bool { return c.cancel != nil }

// asking reports whether a hint is awaited.
func (c *computer) asking() bool { return c.busy() && c.hinting }

// stop cancels the pending question, and forgets that the computer could
// not move: asked again, it tries again.
func (c *computer) stop() {
	c.gen++
	c.failed = false
	if c.cancel != nil {
		c.cancel()
		c.cancel = nil
	}
}

// next starts whatever comes next in the game: forced moves are played
// at once, the computer is asked when it is its turn.
func (s *Shell) next(ctx app.Context) {
	sess := s.sess
	if sess == nil {
		return
	}
	s.playForced(ctx)
	seat, level, ok := sess.AITurn()
	if !ok || s.ai.failed {
		return
	}
	if s.ai.busy() && !s.ai.asking() {
		return // the computer is already thinking about this move
	}
	// A hint still pending while the computer must move is dropped.
	s.ai.ask(s.root, s, sess, seat, level, false)
}

// answer takes the computer's answer (the move's text, or an error) to a
// question about seat's move in sess: the move to play, or with hint the
// move to suggest. The error says why the computer gave no move (said,
// but for a hint that does not read); it is nil once the move is played
// or suggested, and when the question no longer holds.
func (s *Shell) answer(ctx app.Context, sess *Session, seat int, hint bool, text, errText string) error {
	if s.sess != sess || sess.ToMove() != seat {
		s.next(ctx)
		return nil
	}
	if errText == "" {
		m, err := sess.State().ParseMove(text)
		switch {
		case err == nil && hint:
			s.ai.hint = suggestion{sess, here(sess), m}
			return nil
		case err == nil:
			s.apply(ctx, m)
			return nil
		case hint:
			return err
		}
		errText = err.Error()
	}
	s.notify(s.lang.T("err.ai", errText))
	return errors.New(errText)
}

// playForced plays the moves that leave no choice (a pass when a player
// cannot move, a person's only legal move), so that the page never waits
// on them, and says what was played for a person.
func (s *Shell) playForced(ctx app.Context) {
	sess := s.sess
	for {
		m, ok := sess.Forced()
		if !ok {
			return
		}
		seat := sess.ToMove()
		text := sess.State().MoveString(m)
		if err := sess.Play(m); errors.Is(err, errTimeOut) {
			s.timeOut(ctx)
			return
		} else if err != nil {
			return
		}
		if text == "pass" || !sess.Seats[seat].AI {
			s.sayForced(seat, text)
		}
		s.saveGame(ctx)
		if sess.Over() {
			return
		}
	}
}

// sayForced says that seat played text, in notation, as the only move
// it had: a pass, or a move played for a person.
func (s *Shell) sayForced(seat int, text string) {
	if text == "pass" {
		s.notify(s.lang.T("game.passed", s.seatName(seat)))
		return
	}
	s.notify(s.lang.T("game.forced", s.seatName(seat), text))
}

// apply plays a move in the game in progress, saves and goes on.
func (s *Shell) apply(ctx app.Context, m rules.Move) {
	if err := s.sess.Play(m); errors.Is(err, errTimeOut) {
		s.timeOut(ctx)
		return
	} else if err != nil {
		s.notify(s.lang.T("err.move", err))
		return
	}
	if s.ai.asking() {
		// A hint still on its way was for the position before this move.
		s.ai.stop()
	}
	s.playForced(ctx)
	s.saveGame(ctx)
	if s.sess.Friends() && !s.sess.HumanTurn() {
		s.sendMove()
	}
	if s.sess.Over() {
		return
	}
	// Let the page draw the move before the next one starts.
	ctx.Defer(func(ctx app.Context) { s.next(ctx) })
}

// askHint asks the computer what it would play for the person to move,
// but not in a rated game.
func (s *Shell) askHint(ctx app.Context, e app.Event) {
	sess := s.sess
	if sess == nil || !sess.HumanTurn() || s.ai.busy() || sess.Rated() {
		return
	}
	seat := sess.ToMove()
	levels := rules.LevelsOf(sess.Game)
	s.ai.ask(s.root, s, sess, seat, max(len(levels)-1, 1), true)
}
