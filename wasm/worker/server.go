// Command worker is the AI Web Worker, built with GOOS=js GOARCH=wasm to
// web/ai.wasm and run by web/ai-worker.js. It holds the rules and the
// search but not go-app: the page (web/app.wasm) never searches.
//
// The messages are those of package impasse/aiproto. The
// worker keeps no game state: every request carries the record of the
// game, which is replayed, so the page can restart the worker at any time.
//
// Go's wasm runtime is single-threaded and only returns to the worker's
// event loop when every goroutine is blocked, so the search yields every
// ~20 ms (through the bots' Tick hook): that is when cancel orders and new
// requests are read.
//
// This file and its tests compile natively; only js.go needs a browser.
package main

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"impasse/ai"
	"impasse/aiproto"
	"impasse/rules"
)

// server answers the page's messages. Handle may be called at any time
// (from a JavaScript callback: it never blocks); Run does the searches,
// one at a time, in its own goroutine.
type server struct {
	// post sends a reply to the page.
	post func(aiproto.Reply)
	// yield lets the event loop run (mode as in aiproto.Request.Yield).
	yield func(mode string)
	// now is the clock (for tests).
	now func() time.Time

	// last is the bot of the last search, for the next one to search
	// on in its tree (only Run's goroutine uses it).
	last *cachedBot

	mu      sync.Mutex
	current *job // the search under way, if any
	pending *job // the next request to search, if any
	wake    chan struct{}
}

// job is one request and its fate.
type job struct {
	req    aiproto.Request
	ctx    context.Context
	cancel context.CancelFunc
	// cancelled or stopped by the page (under server.mu).
	cancelled, stopped bool
}

func newServer(post func(aiproto.Reply), yield func(mode string)) *server {
	if yield == nil {
		yield = func(string) {}
	}
	return &server{post: post, yield: yield, now: time.Now, wake: make(chan struct{}, 1)}
}

// Handle handles one decoded message (err from decoding or validating
// it) without blocking.
func (s *server) Handle(m aiproto.Message, err error) {
	if err != nil {
		s.post(aiproto.Reply{ID: m.ID, Error: err.Error()})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case m.Cancel != nil:
		id := *m.Cancel
		if s.current != nil && s.current.req.ID == id {
			s.current.cancelled = true
			s.current.cancel()
		}
		if s.pending != nil && s.pending.req.ID == id {
			s.dropPendingLocked()
		}
	case m.Stop != nil:
		id := *m.Stop
		if s.current != nil && s.current.req.ID == id {
			s.current.stopped = true
			s.current.cancel()
		}
	default:
		// The newest request wins.
		if s.current != nil && s.current.req.ID != m.ID {
			s.current.cancelled = true
			s.current.cancel()
		}
		if s.pending != nil {
			s.dropPendingLocked()
		}
		ctx, cancel := context.WithCancel(context.Background())
		s.pending = &job{req: m.Request, ctx: ctx, cancel: cancel}
		select {
		case s.wake <- struct{}{}:
		default:
		}
	}
}

func (s *server) dropPendingLocked() {
	j := s.pending
	s.pending = nil
	j.cancel()
	s.post(aiproto.Reply{ID: j.req.ID, Error: aiproto.ErrCancelled, Cancelled: true})
}

// Run does the searches, for ever or until ctx is done.
func (s *server) Run(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.wake:
		}
		for s.runOne() {
		}
	}
}

// runOne searches the pending request, if any, and posts the answer.
func (s *server) runOne() bool {
	s.mu.Lock()
	j := s.pending
	s.pending = nil
	s.current = j
	s.mu.Unlock()
	if j == nil {
		return false
	}
	reply := s.search(j)
	s.mu.Lock()
	s.current = nil
	cancelled := j.cancelled
	s.mu.Unlock()
	j.cancel()
	if cancelled {
		reply = aiproto.Reply{ID: j.req.ID, Error: aiproto.ErrCancelled, Cancelled: true}
	}
	s.post(reply)
	return true
}

// search answers one request; a panic in the rules or the search becomes
// an error reply, not a dead worker.
func (s *server) search(j *job) (reply aiproto.Reply) {
	req := j.req
	defer func() {
		if r := recover(); r != nil {
			reply = aiproto.Reply{ID: req.ID, Error: fmt.Sprintf("internal error in the AI: %v", r)}
		}
	}()
	if req.Solve {
		return s.solve(j)
	}
	state, bot, err := s.prepareCached(req)
	if err != nil {
		return aiproto.Reply{ID: req.ID, Error: err.Error()}
	}
	start := s.now()
	lastProgress := start
	var progress func()
	var yields int
	var yieldTime, maxGap time.Duration
	lastYield := start
	tick := func() {
		now := s.now()
		if progress != nil && now.Sub(lastProgress) >= aiproto.ProgressMillis*time.Millisecond {
			lastProgress = now
			progress()
		}
		maxGap = max(maxGap, now.Sub(lastYield))
		s.yield(req.Yield)
		lastYield = s.now()
		yields++
		yieldTime += lastYield.Sub(now)
	}
	switch b := bot.(type) {
	case *ai.MCTS:
		b.Tick = tick
		b.AllMoves = req.Roots
		// Go's wasm runtime has one thread and no pre-emption: a
		// second search goroutine would never let the worker read
		// its messages.
		b.Threads = 1
	case *ai.AlphaBeta:
		b.Tick = tick
	case *ai.Solving:
		b.Tick = tick
	}
	progress = func() {
		s.post(aiproto.Reply{ID: req.ID, Progress: &aiproto.Stats{ElapsedMs: ms(s.now().Sub(start))}})
	}
	m, st, err := bot.Move(j.ctx, state)
	if err != nil {
		return aiproto.Reply{ID: req.ID, Error: err.Error()}
	}
	maxGap = max(maxGap, s.now().Sub(lastYield))
	stats := &aiproto.Stats{
		Iterations: st.Iterations,
		ElapsedMs:  ms(st.Elapsed),
		Value:      st.Value,
		Depth:      st.Depth,
		Yields:     yields,
		YieldMs:    ms(yieldTime),
		MaxGapMs:   ms(maxGap),
	}
	for _, t := range st.Top {
		stats.Top = append(stats.Top, aiproto.TopMove{Move: state.MoveString(t.Move), Visits: t.Visits, Value: t.Value})
	}
	return aiproto.Reply{ID: req.ID, Move: state.MoveString(m), Stats: stats}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// replay returns the request's game and the position its record ends in.
func replay(req aiproto.Request) (rules.Game, rules.State, error) {
	g, ok := rules.Lookup(req.Game)
	if !ok {
		return nil, nil, fmt.Errorf("unknown game %q (the worker knows %s)", req.Game, strings.Join(rules.IDs(), ", "))
	}
	rec, err := rules.ParseRecord(req.Record)
	if err != nil {
		return nil, nil, fmt.Errorf("bad record: %v", err)
	}
	state, _, err := rules.Replay(g, rec)
	if err != nil {
		return nil, nil, fmt.Errorf("bad record: %v", err)
	}
	return g, state, nil
}

// prepare replays the request's record and builds its bot.
func prepare(req aiproto.Request) (rules.State, ai.Bot, error) {
	g, state, err := replay(req)
	if err != nil {
		return nil, nil, err
	}
	if state.Over() {
		return nil, nil, fmt.Errorf("the game is over: no move to find")
	}
	if req.Seat < 0 || req.Seat >= state.Players() {
		return nil, nil, fmt.Errorf("seat %d: %s has seats 0 to %d", req.Seat, g.Info().Title, state.Players()-1)
	}
	switch to := state.ToMove(); {
	case to == rules.Chance:
		return nil, nil, fmt.Errorf("it is not seat %d's turn: a chance event comes next", req.Seat)
	case to != req.Seat:
		return nil, nil, fmt.Errorf("it is not seat %d's turn: seat %d is to move", req.Seat, to)
	}
	levels := ai.Levels(g)
	n := req.Level
	if n == 0 {
		n = len(levels)
	}
	if n < 1 || n > len(levels) {
		return nil, nil, fmt.Errorf("level %d: %s has levels 1 to %d", req.Level, g.Info().Title, len(levels))
	}
	lv := levels[n-1].For(state.Players())
	if req.Rated {
		counted, ok := lv.Counted()
		if !ok {
			return nil, nil, fmt.Errorf("level %d: %s is not played rated: its search is bounded by time", n, g.Info().Title)
		}
		lv = counted
	}
	if req.TimeMs > 0 {
		lv = lv.Timed(req.TimeMs)
	}
	if req.Hint {
		lv.Noise = 0
	}
	if req.Value {
		lv.Tuning.Book = false
	}
	if lv.Millis <= 0 || lv.Millis > aiproto.MaxMillis {
		lv.Millis = aiproto.MaxMillis
	}
	if req.CapMs > 0 {
		lv.Millis = min(lv.Millis, req.CapMs)
	}
	seed := req.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	bot, err := ai.FromLevel(lv, seed)
	if err != nil {
		return nil, nil, fmt.Errorf("level %d: %v", n, err)
	}
	return state, bot, nil
}

// solveMemory bounds a solver's tables in the worker: a browser tab,
// on a phone too, has little memory to spare.
const solveMemory = 16 << 20

// solve answers a solve request: the best line from where the record
// ends, by the game's rules.Solver. Every ProgressMillis it reports the
// best line so far; a stop order ends it with that line.
func (s *server) solve(j *job) aiproto.Reply {
	req := j.req
	g, state, err := replay(req)
	if err != nil {
		return aiproto.Reply{ID: req.ID, Error: err.Error()}
	}
	solver, ok := state.(rules.Solver)
	if !ok {
		return aiproto.Reply{ID: req.ID, Error: fmt.Sprintf("%s has no solver: only games played alone have one", g.Info().Title)}
	}
	budget := req.TimeMs
	if budget <= 0 {
		budget = aiproto.MaxSolveMillis
	}
	start := s.now()
	deadline := start.Add(time.Duration(budget) * time.Millisecond)
	lastProgress := start
	// best is the solver's last report: the best line so far, and
	// what it proved (nil before the first).
	var best *aiproto.Solution
	tick := func() {
		now := s.now()
		if now.After(deadline) {
			j.cancel() // the budget is spent: the best line so far
		}
		if now.Sub(lastProgress) >= aiproto.ProgressMillis*time.Millisecond {
			lastProgress = now
			stats := &aiproto.Stats{ElapsedMs: ms(now.Sub(start))}
			if best != nil {
				stats.Iterations = int(best.Nodes)
			}
			s.post(aiproto.Reply{ID: req.ID, Progress: stats, Solution: best})
		}
		s.yield(req.Yield)
	}
	sol := solver.Solve(j.ctx, rules.SolveLimits{Memory: solveMemory, Tick: tick}, func(p rules.Solution) { best = solution(state, p) })
	return aiproto.Reply{ID: req.ID, Solution: solution(state, sol),
		Stats: &aiproto.Stats{ElapsedMs: ms(s.now().Sub(start)), Iterations: int(sol.Nodes)}}
}

// solution writes sol, a line from state, for the page.
func solution(state rules.State, sol rules.Solution) *aiproto.Solution {
	out := &aiproto.Solution{Score: sol.Score, ScoreBound: sol.ScoreBound, Bound: sol.Bound, Proven: sol.Proven, Nodes: sol.Nodes}
	s := state.Clone()
	for _, m := range sol.Moves {
		out.Moves = append(out.Moves, s.MoveString(m))
		s.Apply(m)
	}
	return out
}
