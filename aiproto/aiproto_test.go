package aiproto

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// viaJS returns o as the other side reads it: the structured clone of
// postMessage keeps exactly what a JSON round trip keeps for these
// values.
func viaJS(t testing.TB, o Object) any {
	t.Helper()
	data, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	return parse(t, string(data))
}

func parse(t testing.TB, text string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return v
}

func ptr[T any](v T) *T { return &v }

func TestDecodeMessage(t *testing.T) {
	tests := []struct {
		in      string
		wantErr string
		want    Message
	}{
		{`{"id":7,"game":"blokusduo","record":"","seat":1,"level":4,"timeMs":500,"hint":true}`, "",
			Message{Request: Request{ID: 7, Game: "blokusduo", Seat: 1, Level: 4, TimeMs: 500, Hint: true}}},
		{`{"id":7,"game":"x","seed":9007199254740992,"yield":"sleep","hint":null}`, "",
			Message{Request: Request{ID: 7, Game: "x", Seed: 1 << 53, Yield: "sleep"}}},
		{`{"cancel":7}`, "", Message{Cancel: ptr(int64(7))}},
		{`{"stop":8}`, "", Message{Stop: ptr(int64(8))}},
		{`{"id":7}`, "no game", Message{Request: Request{ID: 7}}},
		{`{"game":"x"}`, "non-zero id", Message{Request: Request{Game: "x"}}},
		{`{"id":7,"game":"x","timeMs":-1}`, "timeMs -1", Message{Request: Request{ID: 7, Game: "x", TimeMs: -1}}},
		{`{"id":7,"game":"x","timeMs":1e9}`, "timeMs 60001", Message{Request: Request{ID: 7, Game: "x", TimeMs: MaxMillis + 1}}},
		{`{"id":7,"game":"x","level":-2}`, "level", Message{Request: Request{ID: 7, Game: "x", Level: -2}}},
		{`{"id":7,"game":"x","capMs":250}`, "", Message{Request: Request{ID: 7, Game: "x", CapMs: 250}}},
		{`{"id":7,"game":"x","capMs":-5}`, "capMs -1", Message{Request: Request{ID: 7, Game: "x", CapMs: -1}}},
		{`{"id":7,"game":"x","yield":"often"}`, "yield", Message{Request: Request{ID: 7, Game: "x", Yield: "often"}}},
		{`{"cancel":1,"stop":1}`, "both", Message{Cancel: ptr(int64(1)), Stop: ptr(int64(1))}},
		{`[1,2]`, "an array, not an object", Message{}},
		{`"text"`, "a string, not an object", Message{}},
		{`{"id":9,"game":3}`, "game is a number, not a string", Message{Request: Request{ID: 9}}},
		{`{"id":9.5,"game":"x"}`, "id 9.5 is not an integer", Message{Request: Request{Game: "x"}}},
		{`{"id":1e300,"game":"x"}`, "is not an integer", Message{Request: Request{Game: "x"}}},
		{`{"id":9,"game":"x","seed":-1}`, "seed -1 is negative", Message{Request: Request{ID: 9, Game: "x"}}},
		{`{"id":9,"game":"x","hint":1}`, "hint is a number, not a boolean", Message{Request: Request{ID: 9, Game: "x"}}},
		{`{"id":9,"game":"solitaire","solve":true,"timeMs":600000}`, "",
			Message{Request: Request{ID: 9, Game: "solitaire", Solve: true, TimeMs: MaxSolveMillis}}},
		{`{"id":9,"game":"solitaire","solve":true,"timeMs":1e9}`, "timeMs 600001: want 0 to 600000",
			Message{Request: Request{ID: 9, Game: "solitaire", Solve: true, TimeMs: MaxSolveMillis + 1}}},
		{`{"id":9,"game":"solitaire","timeMs":600000}`, "timeMs 60001: want 0 to 60000",
			Message{Request: Request{ID: 9, Game: "solitaire", TimeMs: MaxMillis + 1}}},
		{`{"id":9,"game":"x","solve":"yes"}`, "solve is a string, not a boolean", Message{Request: Request{ID: 9, Game: "x"}}},
	}
	for _, tt := range tests {
		got, err := DecodeMessage(parse(t, tt.in))
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tt.in, err)
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("%s: got error %v, want %q", tt.in, err, tt.wantErr)
		case !reflect.DeepEqual(got, tt.want):
			t.Errorf("%s: got %+v, want %+v", tt.in, got, tt.want)
		}
	}
}

func TestMessageRoundTrip(t *testing.T) {
	for _, m := range []Message{
		{Request: Request{ID: 3, Game: "g", Record: "[Game \"g\"]\n\n1. a \"b\" \u00e9\n", Seat: 2, Level: 4, TimeMs: 700, Hint: true, Seed: 42, Yield: "none"}},
		{Request: Request{ID: 4, Game: "g", Hint: true, Value: true, TimeMs: 300}},
		{Request: Request{ID: 4, Game: "g", Level: 3, Rated: true}},
		{Request: Request{ID: 1<<53 - 1, Game: "g"}},
		{Request: Request{ID: 4, Game: "g", Level: 4, Seed: 3, Roots: true}},
		{Request: Request{ID: 2, Game: "solitaire", Record: "*", Solve: true, TimeMs: 120_000}},
		{Cancel: ptr(int64(5))},
		{Stop: ptr(int64(6))},
	} {
		got, err := DecodeMessage(viaJS(t, EncodeMessage(m)))
		if err != nil || !reflect.DeepEqual(got, m) {
			t.Errorf("got %+v, %v, want %+v", got, err, m)
		}
	}
}

func TestReplyRoundTrip(t *testing.T) {
	for _, r := range []Reply{
		{ID: 3, Move: "e10", Stats: &Stats{Iterations: 5, ElapsedMs: 1.5, Value: 0.25, Depth: 2, Top: []TopMove{{"e10", 4, 0.25}, {"f9", 2, 0.5}}, Yields: 3, YieldMs: 0.5, MaxGapMs: 21}},
		{ID: 4, Error: ErrCancelled, Cancelled: true},
		{ID: 5, Progress: &Stats{ElapsedMs: 250}},
		{ID: 6, Solution: &Solution{Moves: []string{"F7-F3", "G7-G3"}, Score: 1, ScoreBound: 1, Bound: 2, Proven: true, Nodes: 1 << 40}},
		{ID: 7, Progress: &Stats{ElapsedMs: 500, Iterations: 9}, Solution: &Solution{Score: 36, ScoreBound: 1, Bound: 6}},
		{Ready: true},
		{Fatal: "x"},
		{},
	} {
		got, err := DecodeReply(viaJS(t, EncodeReply(r)))
		if err != nil || !reflect.DeepEqual(got, r) {
			t.Errorf("got %+v, %v, want %+v", got, err, r)
		}
	}
}

// TestEncodeReply checks the objects the page and the browser tests read.
func TestEncodeReply(t *testing.T) {
	tests := []struct {
		r    Reply
		want string
	}{
		{Reply{Ready: true}, `{"ready":true}`},
		{Reply{ID: 4, Error: ErrCancelled, Cancelled: true}, `{"cancelled":true,"error":"cancelled","id":4}`},
		{Reply{ID: 5, Progress: &Stats{ElapsedMs: 250}}, `{"id":5,"progress":{"depth":0,"elapsedMs":250,"iterations":0,"value":0}}`},
		{Reply{ID: 6, Solution: &Solution{Moves: []string{"F7-F3"}, Score: 2, ScoreBound: 1, Bound: 9, Nodes: 5}},
			`{"id":6,"solution":{"bound":9,"moves":["F7-F3"],"nodes":5,"proven":false,"score":2,"scoreBound":1}}`},
		{Reply{ID: 3, Move: "e10", Stats: &Stats{Iterations: 5, Top: []TopMove{{"e10", 4, 0.25}}}},
			`{"id":3,"move":"e10","stats":{"depth":0,"elapsedMs":0,"iterations":5,"top":[{"move":"e10","value":0.25,"visits":4}],"value":0}}`},
	}
	for _, tt := range tests {
		got, err := json.Marshal(EncodeReply(tt.r))
		if err != nil || string(got) != tt.want {
			t.Errorf("EncodeReply(%+v): got %s, %v, want %s", tt.r, got, err, tt.want)
		}
	}
}

func TestDecodeReplyErrors(t *testing.T) {
	for _, in := range []string{
		`"nope"`,
		`{"id":"3"}`,
		`{"id":3,"stats":[]}`,
		`{"id":3,"stats":{"top":{}}}`,
		`{"id":3,"stats":{"top":[1]}}`,
		`{"id":3,"stats":{"top":[{"visits":"many"}]}}`,
		`{"id":3,"progress":{"elapsedMs":"1"}}`,
		`{"id":3,"solution":[]}`,
		`{"id":3,"solution":{"moves":"F7-F3"}}`,
		`{"id":3,"solution":{"moves":["F7-F3",2]}}`,
		`{"id":3,"solution":{"proven":1}}`,
		`{"id":3,"solution":{"bound":1.5}}`,
	} {
		if r, err := DecodeReply(parse(t, in)); err == nil {
			t.Errorf("%s: got %+v, want an error", in, r)
		}
	}
}

// FuzzDecodeMessage checks that any object decodes without panicking,
// and that a valid message survives a round trip.
func FuzzDecodeMessage(f *testing.F) {
	f.Add(`{"id":7,"game":"blokusduo","record":"","seat":1,"level":4,"timeMs":500,"hint":true,"seed":3}`)
	f.Add(`{"cancel":7}`)
	f.Add(`{"id":1e300,"stop":-0.5,"yield":[]}`)
	f.Fuzz(func(t *testing.T, text string) {
		var v any
		if json.Unmarshal([]byte(text), &v) != nil {
			return
		}
		m, err := DecodeMessage(v)
		if err != nil {
			return
		}
		if m.Cancel != nil || m.Stop != nil {
			// An order carries nothing else.
			m = Message{Cancel: m.Cancel, Stop: m.Stop}
		}
		back, err := DecodeMessage(viaJS(t, EncodeMessage(m)))
		if err != nil || !reflect.DeepEqual(back, m) {
			t.Errorf("%s: decoded %+v, round trip %+v, %v", text, m, back, err)
		}
	})
}

// FuzzDecodeReply checks that any object from the worker decodes without
// panicking, and that a reply it reads survives a round trip.
func FuzzDecodeReply(f *testing.F) {
	f.Add(`{"id":3,"move":"e10","stats":{"iterations":5,"elapsedMs":1.5,"value":0.25,"depth":2,"top":[{"move":"e10","visits":4,"value":0.25}]}}`)
	f.Add(`{"id":6,"solution":{"moves":["F7-F3"],"score":1,"proven":true,"nodes":1e15}}`)
	f.Add(`{"ready":true}`)
	f.Add(`{"fatal":"x","id":-1,"stats":[],"progress":{"top":[1]}}`)
	f.Fuzz(func(t *testing.T, text string) {
		var v any
		if json.Unmarshal([]byte(text), &v) != nil {
			return
		}
		r, err := DecodeReply(v)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("%s: empty error", text)
			}
			return
		}
		back, err := DecodeReply(viaJS(t, EncodeReply(r)))
		if err != nil || !reflect.DeepEqual(back, r) {
			t.Errorf("%s: decoded %+v, round trip %+v, %v", text, r, back, err)
		}
	})
}
