//go:build js && wasm

package main

import (
	"context"
	"syscall/js"
	"time"

	"impasse/aiproto"
)

// main connects the server to web/ai-worker.js, which defines
// impasseAIPost, impasseAIYield and impasseAIReady before starting Go.
// Messages cross as JavaScript objects, read and built by aiproto's
// codec.
func main() {
	global := js.Global()
	post := global.Get("impasseAIPost")
	y := newYielder(global.Get("impasseAIYield"))
	s := newServer(func(r aiproto.Reply) {
		post.Invoke(aiproto.EncodeReply(r))
	}, y.yield)
	receive := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 {
			s.Handle(aiproto.DecodeMessage(fromJS(args[0])))
		}
		return nil
	})
	// The script replays the messages that came before Go was ready.
	global.Call("impasseAIReady", receive)
	s.Run(context.Background())
}

var jsArray, jsObject = js.Global().Get("Array"), js.Global().Get("Object")

// fromJS returns a JavaScript value as the Go value aiproto decodes:
// objects as maps, arrays as slices, numbers as float64.
func fromJS(v js.Value) any {
	switch v.Type() {
	case js.TypeBoolean:
		return v.Bool()
	case js.TypeNumber:
		return v.Float()
	case js.TypeString:
		return v.String()
	case js.TypeObject:
		if jsArray.Call("isArray", v).Bool() {
			a := make([]any, v.Length())
			for i := range a {
				a[i] = fromJS(v.Index(i))
			}
			return a
		}
		keys := jsObject.Call("keys", v)
		o := make(aiproto.Object, keys.Length())
		for i := range keys.Length() {
			k := keys.Index(i).String()
			o[k] = fromJS(v.Get(k))
		}
		return o
	}
	// undefined, null, functions and symbols
	return nil
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
