//go:build js && wasm

package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"syscall/js"
	"time"

	"impasse/wasm/worker/protocol"
)

// main connects the server to web/ai-worker.js, which defines
// impasseAIPost, impasseAIYield and impasseAIReady before starting Go.
// Messages cross as JavaScript objects, read and built field by field:
// encoding/json would add 0.7 MB to ai.wasm.
func main() {
	global := js.Global()
	post := global.Get("impasseAIPost")
	y := newYielder(global.Get("impasseAIYield"))
	s := newServer(func(r protocol.Reply) {
		post.Invoke(js.ValueOf(r.Fields()))
	}, y.yield)
	receive := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 {
			s.Handle(messageFromJS(args[0]))
		}
		return nil
	})
	// The script replays the messages that came before Go was ready.
	global.Call("impasseAIReady", receive)
	s.Run(context.Background())
}

// messageFromJS reads a message object, checking the type of each field.
func messageFromJS(v js.Value) (protocol.Message, error) {
	var m protocol.Message
	if v.Type() != js.TypeObject {
		return m, errors.New("bad message: not an object")
	}
	var bad error
	num := func(key string, integer bool) (float64, bool) {
		f := v.Get(key)
		switch f.Type() {
		case js.TypeUndefined, js.TypeNull:
			return 0, false
		case js.TypeNumber:
			x := f.Float()
			if integer && (x != math.Trunc(x) || math.Abs(x) > 1<<53) {
				bad = fmt.Errorf("bad message: %s %v is not an integer", key, x)
			}
			return x, true
		}
		bad = fmt.Errorf("bad message: %s is a %s, not a number", key, f.Type())
		return 0, false
	}
	str := func(key string) string {
		f := v.Get(key)
		switch f.Type() {
		case js.TypeUndefined, js.TypeNull:
			return ""
		case js.TypeString:
			return f.String()
		}
		bad = fmt.Errorf("bad message: %s is a %s, not a string", key, f.Type())
		return ""
	}
	if x, ok := num("id", true); ok {
		m.ID = int64(x)
	}
	if x, ok := num("cancel", true); ok {
		id := int64(x)
		m.Cancel = &id
	}
	if x, ok := num("stop", true); ok {
		id := int64(x)
		m.Stop = &id
	}
	m.Game = str("game")
	m.Record = str("record")
	m.Yield = str("yield")
	x, _ := num("seat", true)
	m.Seat = int(x)
	x, _ = num("level", true)
	m.Level = int(x)
	x, _ = num("timeMs", true)
	m.TimeMs = int(math.Min(math.Max(x, -1), protocol.MaxMillis+1))
	x, _ = num("seed", true)
	m.Seed = uint64(math.Max(x, 0))
	m.Hint = v.Get("hint").Truthy()
	if bad != nil {
		return m, bad
	}
	return m, m.Validate()
}

// yielder hands control back to the worker's event loop for a moment, so
// that the messages from the page are read during a search.
type yielder struct {
	post js.Value // impasseAIYield(callback)
	cb   js.Func
	ch   chan struct{}
}

func newYielder(post js.Value) *yielder {
	y := &yielder{post: post, ch: make(chan struct{}, 1)}
	y.cb = js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case y.ch <- struct{}{}:
		default:
		}
		return nil
	})
	return y
}

func (y *yielder) yield(mode string) {
	switch mode {
	case "none":
	case "sleep":
		// A timer: the browser clamps nested timeouts to 4 ms.
		time.Sleep(time.Millisecond)
	default:
		// A MessageChannel round trip: no clamping. Blocking here
		// leaves no goroutine to run, so Go returns to the event loop
		// until the callback wakes it.
		y.post.Invoke(y.cb)
		<-y.ch
	}
}
