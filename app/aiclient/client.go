// Package aiclient is the page's side of the AI Web Worker: it starts the
// worker (web/ai-worker.js running web/ai.wasm), sends it requests, and
// restarts it when it dies or hangs. It uses go-app's JavaScript wrappers
// only, so it builds natively too; outside a browser a Client does
// nothing (Ask never answers), which keeps server-side pre-rendering and
// native tests quiet.
//
// Usage from a component:
//
//	c := aiclient.New("/web/ai-worker.js")
//	cancel := c.Ask(aiclient.Request{Game: id, Record: rec.String(), Seat: seat, Level: 3},
//		func(r aiclient.Reply) {
//			// A JavaScript callback (or a timer): not the UI goroutine.
//			ctx.Dispatch(func(ctx app.Context) { ... r.Move, r.Error ... })
//		})
//
// done is called at most once, and never after cancel() or after a newer
// Ask: only one question is open at a time.
//
// Solving a game played alone (Solitaire's "find a solution"): ask with
// Solve set and follow the best line so far; Stop ends the search with it.
//
//	cancel := c.AskWithProgress(aiclient.Request{Game: id, Record: rec.String(), Solve: true},
//		func(p aiclient.Reply) { ... p.Solution: the best so far, p.Progress.ElapsedMs ... },
//		func(r aiclient.Reply) { ... r.Solution (r.Solution.Proven), or r.Error ... })
//	c.Stop() // answer now with the best line found
package aiclient

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/aiproto"
)

// Request is a question for the AI: see aiproto.Request. Ask sets its ID.
type Request = aiproto.Request

// Reply is the worker's answer: Move and Stats, or Error.
type Reply = aiproto.Reply

// Stats describes a search.
type Stats = aiproto.Stats

// Solution is a solve request's answer: see aiproto.Solution.
type Solution = aiproto.Solution

// Client talks to one AI worker, starting it when first needed.
type Client struct {
	// The watchdog's limits (0: the default).
	//
	// margin is added to a request's time budget (TimeMs, or
	// aiproto.MaxMillis for a level that counts iterations) before the
	// worker is declared hung (default 5 s).
	margin time.Duration
	// startup is how long a new worker may take to load and compile
	// ai.wasm (default 30 s).
	startup time.Duration
	// silence is how long a searching worker may go without a message
	// (it reports progress every aiproto.ProgressMillis) before it is
	// declared hung (default 5 s).
	silence time.Duration

	start starter

	mu     sync.Mutex
	w      *conn
	gen    int
	nextID int64
	cur    *call
}

// starter starts a worker whose messages go to onMessage (as aiproto
// decodes them) and whose death goes to onError.
type starter func(onMessage func(msg any), onError func(why string)) (port, error)

// port is a running worker.
type port interface {
	post(msg aiproto.Object)
	terminate()
}

type conn struct {
	p     port
	gen   int
	ready bool
}

type call struct {
	req      Request
	progress func(Reply)
	done     func(Reply)
	deadline time.Time // the budget's end, margin included
	timer    *time.Timer
	retried  bool
}

// New returns a client for the worker script at scriptURL. A path under
// /web/ is resolved as go-app resolves static resources, so
// "/web/ai-worker.js" works at / and under a sub-path. The worker starts
// on the first Ask (or Start).
func New(scriptURL string) *Client {
	c := &Client{}
	if app.IsClient {
		c.start = jsStarter(resolve(scriptURL, app.Getenv("GOAPP_STATIC_RESOURCES_URL")))
	}
	return c
}

// resolve maps /web/x to prefix/x when go-app serves static resources from
// prefix (as "/name/web" under a sub-path).
func resolve(url, webPrefix string) string {
	if webPrefix == "" || !strings.HasPrefix(url, "/web/") {
		return url
	}
	return strings.TrimRight(webPrefix, "/") + strings.TrimPrefix(url, "/web")
}

// orDefault returns d, or def when d is 0.
func orDefault(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

// deadline returns the end of req's budget, plus the margin, from now.
func (c *Client) deadline(req *Request) time.Time {
	budget := req.TimeMs
	switch {
	case budget > 0:
	case req.Solve:
		budget = aiproto.MaxSolveMillis
	default:
		budget = aiproto.MaxMillis
	}
	if req.CapMs > 0 {
		budget = min(budget, req.CapMs)
	}
	return time.Now().Add(time.Duration(budget)*time.Millisecond + orDefault(c.margin, 5*time.Second))
}

// Start starts the worker now, so that the first question does not wait
// for ai.wasm to load.
func (c *Client) Start() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.start != nil {
		_ = c.ensureLocked()
	}
}

// Ask sends a question and calls done with the answer. It returns a
// function that withdraws the question (done is then not called).
//
// done is called from a JavaScript callback or a timer goroutine, never
// from the UI goroutine: wrap what it does to a component in
// ctx.Dispatch. It is called at most once, and not at all after cancel or
// after a newer Ask. If the worker dies or hangs, it is restarted and the
// question asked once more; a second failure gives a Reply with Error.
// Outside a browser, Ask does nothing and done is never called.
func (c *Client) Ask(req Request, done func(Reply)) (cancel func()) {
	return c.AskWithProgress(req, nil, done)
}

// AskWithProgress is Ask that also calls progress, when not nil, with
// each progress report of the worker (Reply.Progress set; for a solve
// request Reply.Solution holds the best line so far, about every
// aiproto.ProgressMillis). progress is called as done is: from a
// JavaScript callback or a timer goroutine, and not once the question
// is answered, withdrawn or superseded.
func (c *Client) AskWithProgress(req Request, progress, done func(Reply)) (cancel func()) {
	c.mu.Lock()
	if c.start == nil {
		c.mu.Unlock()
		return func() {}
	}
	c.dropLocked() // the worker cancels it too when the new id arrives
	cl := &call{req: req, progress: progress, done: done, deadline: c.deadline(&req)}
	c.cur = cl
	fail := c.sendLocked(cl)
	c.mu.Unlock()
	if fail != nil {
		fail()
	}
	return func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.cur != cl {
			return
		}
		c.postLocked(aiproto.Message{Cancel: &cl.req.ID})
		c.dropLocked()
	}
}

// Stop asks the search under way to end now and answer with its best
// move (or, for a solve request, its best line) so far.
func (c *Client) Stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cur != nil {
		c.postLocked(aiproto.Message{Stop: &c.cur.req.ID})
	}
}

// postLocked sends the worker an order, if it runs.
func (c *Client) postLocked(order aiproto.Message) {
	if c.w != nil {
		c.w.p.post(aiproto.EncodeMessage(order))
	}
}

// Close withdraws the question under way and ends the worker.
func (c *Client) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.dropLocked()
	if c.w != nil {
		c.w.p.terminate()
		c.w = nil
	}
}

// dropLocked forgets the current call without answering it.
func (c *Client) dropLocked() {
	if c.cur != nil {
		if c.cur.timer != nil {
			c.cur.timer.Stop()
		}
		c.cur = nil
	}
}

// ensureLocked starts a worker if none runs.
func (c *Client) ensureLocked() error {
	if c.w != nil {
		return nil
	}
	c.gen++
	gen := c.gen
	p, err := c.start(
		func(msg any) { c.receive(gen, msg) },
		func(msg string) { c.died(gen, msg) },
	)
	if err != nil {
		return err
	}
	c.w = &conn{p: p, gen: gen}
	return nil
}

// sendLocked gives cl a fresh id, posts it and arms its watchdog. If the
// worker cannot be started it returns the function that reports the
// failure, to be called without the lock.
func (c *Client) sendLocked(cl *call) func() {
	if err := c.ensureLocked(); err != nil {
		c.cur = nil
		return func() { cl.done(Reply{ID: cl.req.ID, Error: "the AI cannot start: " + err.Error()}) }
	}
	c.nextID++
	cl.req.ID = c.nextID
	c.w.p.post(aiproto.EncodeMessage(aiproto.Message{Request: cl.req}))
	c.armLocked(cl)
	return nil
}

// armLocked (re)starts the watchdog of cl: the worker must say something
// within silence (startup while it loads), and answer before the
// budget's end.
func (c *Client) armLocked(cl *call) {
	wait := orDefault(c.silence, 5*time.Second)
	if !c.w.ready {
		wait = orDefault(c.startup, 30*time.Second)
	}
	wait = min(wait, time.Until(cl.deadline))
	if cl.timer != nil {
		cl.timer.Stop()
	}
	gen := c.w.gen
	cl.timer = time.AfterFunc(max(wait, 0), func() {
		c.mu.Lock()
		hung := c.cur == cl && c.w != nil && c.w.gen == gen
		c.mu.Unlock()
		if hung {
			c.died(gen, "the AI did not answer in time")
		}
	})
}

// receive handles a message of worker gen.
func (c *Client) receive(gen int, msg any) {
	r, err := aiproto.DecodeReply(msg)
	c.mu.Lock()
	if c.w == nil || c.w.gen != gen {
		c.mu.Unlock()
		return // a worker already replaced
	}
	if err != nil {
		c.mu.Unlock()
		c.died(gen, err.Error())
		return
	}
	if r.Fatal != "" {
		c.mu.Unlock()
		c.died(gen, r.Fatal)
		return
	}
	if r.Ready {
		c.w.ready = true
		if c.cur != nil {
			c.armLocked(c.cur)
		}
		c.mu.Unlock()
		return
	}
	cl := c.cur
	if cl == nil || r.ID != cl.req.ID {
		c.mu.Unlock()
		return // an answer to a withdrawn question
	}
	if r.Progress != nil {
		c.armLocked(cl)
		c.mu.Unlock()
		if cl.progress != nil {
			cl.progress(r)
		}
		return
	}
	c.dropLocked()
	c.mu.Unlock()
	if r.Cancelled {
		r.Error = "the AI dropped the question"
	}
	cl.done(r)
}

// died ends worker gen; the question under way is asked once more of a
// new worker, or answered with an error.
func (c *Client) died(gen int, why string) {
	c.mu.Lock()
	if c.w == nil || c.w.gen != gen {
		c.mu.Unlock()
		return
	}
	c.w.p.terminate()
	c.w = nil
	cl := c.cur
	if cl == nil {
		c.mu.Unlock()
		return
	}
	if !cl.retried {
		cl.retried = true
		// The budget starts again with the new worker.
		cl.deadline = c.deadline(&cl.req)
		fail := c.sendLocked(cl)
		c.mu.Unlock()
		if fail != nil {
			fail()
		}
		return
	}
	c.dropLocked()
	c.mu.Unlock()
	cl.done(Reply{ID: cl.req.ID, Error: fmt.Sprintf("the AI stopped (%s)", why)})
}

// jsStarter starts Web Workers running the script at url.
func jsStarter(url string) starter {
	return func(onMessage func(any), onError func(string)) (p port, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("new Worker(%q): %v", url, r)
			}
		}()
		win := app.Window()
		ctor := win.Get("Worker")
		if !ctor.Truthy() {
			return nil, errors.New("this browser has no Web Workers")
		}
		jsJSON := win.Get("JSON")
		w := ctor.New(url)
		jp := &jsPort{w: w}
		jp.onMessage = app.FuncOf(func(this app.Value, args []app.Value) any {
			if len(args) > 0 {
				onMessage(fromJS(jsJSON, args[0].Get("data")))
			}
			return nil
		})
		jp.onError = app.FuncOf(func(this app.Value, args []app.Value) any {
			msg := "the AI worker failed"
			if len(args) > 0 {
				if m := args[0].Get("message"); m.Truthy() {
					msg = m.String()
				}
				args[0].Call("preventDefault")
			}
			onError(msg)
			return nil
		})
		w.Set("onmessage", jp.onMessage)
		w.Set("onerror", jp.onError)
		w.Set("onmessageerror", jp.onError)
		return jp, nil
	}
}

type jsPort struct {
	w                  app.Value
	onMessage, onError app.Func
}

func (p *jsPort) post(msg aiproto.Object) { p.w.Call("postMessage", msg) }

func (p *jsPort) terminate() {
	p.w.Set("onmessage", nil)
	p.w.Set("onerror", nil)
	p.w.Set("onmessageerror", nil)
	p.w.Call("terminate")
	p.onMessage.Release()
	p.onError.Release()
}

// fromJS returns a JavaScript value as the Go value aiproto decodes, by
// way of its JSON text (encoding/json is in the page anyway): nil if it
// has none.
func fromJS(jsJSON, v app.Value) any {
	var x any
	if err := json.Unmarshal([]byte(jsJSON.Call("stringify", v).String()), &x); err != nil {
		return nil
	}
	return x
}
