package protocol

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestDecodeMessage(t *testing.T) {
	tests := []struct {
		in      string
		wantErr string
		check   func(Message) bool
	}{
		{`{"id":7,"game":"blokusduo","record":"","seat":1,"level":4,"timeMs":500,"hint":true}`, "", func(m Message) bool {
			return m.ID == 7 && m.Game == "blokusduo" && m.Seat == 1 && m.Level == 4 && m.TimeMs == 500 && m.Hint && m.Cancel == nil
		}},
		{`{"cancel":7}`, "", func(m Message) bool { return m.Cancel != nil && *m.Cancel == 7 }},
		{`{"stop":8}`, "", func(m Message) bool { return m.Stop != nil && *m.Stop == 8 }},
		{`{"id":7}`, "no game", nil},
		{`{"game":"x"}`, "non-zero id", nil},
		{`{"id":7,"game":"x","timeMs":-1}`, "timeMs", nil},
		{`{"id":7,"game":"x","level":-2}`, "level", nil},
		{`[1,2]`, "bad message", nil},
		{`{"id":9,"game":3}`, "bad message", func(m Message) bool { return m.ID == 9 }},
	}
	for _, tt := range tests {
		m, err := DecodeMessage([]byte(tt.in))
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tt.in, err)
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("%s: error %v, want %q", tt.in, err, tt.wantErr)
		case tt.check != nil && !tt.check(m):
			t.Errorf("%s: decoded %+v", tt.in, m)
		}
	}
}

func TestReplyRoundTrip(t *testing.T) {
	r := Reply{ID: 3, Move: "e10", Stats: &Stats{Iterations: 5, ElapsedMs: 1.5, Value: 0.25, Depth: 2, Top: []TopMove{{"e10", 4, 0.25}}}}
	got, err := DecodeReply(Encode(r))
	if err != nil || got.ID != 3 || got.Move != "e10" || got.Stats == nil || got.Stats.Top[0].Visits != 4 {
		t.Errorf("round trip: %+v, %v", got, err)
	}
	if s := string(Encode(Reply{Ready: true})); s != `{"ready":true}` {
		t.Errorf("ready message %s", s)
	}
	if _, err := DecodeReply([]byte("nope")); err == nil {
		t.Error("bad reply accepted")
	}
}

// TestFields checks that Fields gives what the JSON encoding gives.
func TestFields(t *testing.T) {
	for _, r := range []Reply{
		{ID: 3, Move: "e10", Stats: &Stats{Iterations: 5, ElapsedMs: 1.5, Value: 0.25, Depth: 2, Top: []TopMove{{"e10", 4, 0.25}, {"f9", 2, 0.5}}, Yields: 3, YieldMs: 0.5, MaxGapMs: 21}},
		{ID: 4, Error: "cancelled", Cancelled: true},
		{ID: 5, Progress: &Stats{ElapsedMs: 250}},
		{Ready: true},
		{Fatal: "x"},
		{},
	} {
		var want map[string]any
		if err := json.Unmarshal(Encode(r), &want); err != nil {
			t.Fatal(err)
		}
		if got := r.Fields(); !reflect.DeepEqual(got, want) {
			t.Errorf("Fields() = %v, JSON gives %v", got, want)
		}
	}
}
