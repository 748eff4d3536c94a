package aiproto

import (
	"fmt"
	"math"
)

// Object is a message as a JavaScript object: a map that
// syscall/js.ValueOf turns into one, with float64 numbers, strings,
// bools, Objects and []any. Optional fields at their zero value are
// left out.
type Object = map[string]any

// maxSafe is the largest integer a JavaScript number holds exactly.
const maxSafe = 1 << 53

// EncodeMessage returns m as the object the page posts.
func EncodeMessage(m Message) Object {
	switch {
	case m.Cancel != nil:
		return Object{"cancel": float64(*m.Cancel)}
	case m.Stop != nil:
		return Object{"stop": float64(*m.Stop)}
	}
	o := Object{
		"id":     float64(m.ID),
		"game":   m.Game,
		"record": m.Record,
		"seat":   float64(m.Seat),
	}
	putNumber(o, "level", float64(m.Level))
	putNumber(o, "timeMs", float64(m.TimeMs))
	putNumber(o, "capMs", float64(m.CapMs))
	putNumber(o, "seed", float64(m.Seed))
	if m.Hint {
		o["hint"] = true
	}
	if m.Value {
		o["value"] = true
	}
	if m.Rated {
		o["rated"] = true
	}
	if m.Yield != "" {
		o["yield"] = m.Yield
	}
	if m.Solve {
		o["solve"] = true
	}
	if m.Roots {
		o["roots"] = true
	}
	return o
}

// DecodeMessage reads a message from the page and checks it (Validate).
// On error the returned Message still carries the id when one could be
// read, so the error can be answered.
func DecodeMessage(v any) (Message, error) {
	var m Message
	o, ok := v.(Object)
	if !ok {
		return m, fmt.Errorf("bad message: %s, not an object", typeName(v))
	}
	d := decoder{o: o, what: "message"}
	m.ID = d.int("id")
	if d.has("cancel") {
		id := d.int("cancel")
		m.Cancel = &id
	}
	if d.has("stop") {
		id := d.int("stop")
		m.Stop = &id
	}
	m.Game = d.string("game")
	m.Record = d.string("record")
	m.Seat = int(d.int("seat"))
	m.Level = int(d.int("level"))
	m.Solve = d.bool("solve")
	// Out-of-range values stay out of range for Validate to name.
	m.TimeMs = int(min(max(d.int("timeMs"), -1), int64(m.maxMillis())+1))
	m.CapMs = int(min(max(d.int("capMs"), -1), MaxMillis+1))
	if seed := d.int("seed"); seed < 0 {
		d.fail("seed %d is negative", seed)
	} else {
		m.Seed = uint64(seed)
	}
	m.Hint = d.bool("hint")
	m.Value = d.bool("value")
	m.Rated = d.bool("rated")
	m.Roots = d.bool("roots")
	m.Yield = d.string("yield")
	if d.err != nil {
		return m, d.err
	}
	return m, m.Validate()
}

// EncodeReply returns r as the object the worker posts.
func EncodeReply(r Reply) Object {
	o := Object{}
	putNumber(o, "id", float64(r.ID))
	putString(o, "move", r.Move)
	if r.Stats != nil {
		o["stats"] = encodeStats(r.Stats)
	}
	putString(o, "error", r.Error)
	if r.Cancelled {
		o["cancelled"] = true
	}
	if r.Progress != nil {
		o["progress"] = encodeStats(r.Progress)
	}
	if r.Solution != nil {
		o["solution"] = encodeSolution(r.Solution)
	}
	if r.Ready {
		o["ready"] = true
	}
	putString(o, "fatal", r.Fatal)
	return o
}

// DecodeReply reads a message from the worker.
func DecodeReply(v any) (Reply, error) {
	o, ok := v.(Object)
	if !ok {
		return Reply{}, fmt.Errorf("bad reply from the AI worker: %s, not an object", typeName(v))
	}
	d := decoder{o: o, what: "reply from the AI worker"}
	r := Reply{
		ID:        d.int("id"),
		Move:      d.string("move"),
		Stats:     d.stats("stats"),
		Error:     d.string("error"),
		Cancelled: d.bool("cancelled"),
		Progress:  d.stats("progress"),
		Solution:  d.solution("solution"),
		Ready:     d.bool("ready"),
		Fatal:     d.string("fatal"),
	}
	if d.err != nil {
		return Reply{}, d.err
	}
	return r, nil
}

func encodeStats(s *Stats) Object {
	o := Object{
		"iterations": float64(s.Iterations),
		"elapsedMs":  s.ElapsedMs,
		"value":      s.Value,
		"depth":      float64(s.Depth),
	}
	if len(s.Top) > 0 {
		top := make([]any, len(s.Top))
		for i, t := range s.Top {
			top[i] = Object{"move": t.Move, "visits": float64(t.Visits), "value": t.Value}
		}
		o["top"] = top
	}
	putNumber(o, "yields", float64(s.Yields))
	putNumber(o, "yieldMs", s.YieldMs)
	putNumber(o, "maxGapMs", s.MaxGapMs)
	return o
}

func encodeSolution(s *Solution) Object {
	moves := make([]any, len(s.Moves))
	for i, m := range s.Moves {
		moves[i] = m
	}
	return Object{
		"moves":      moves,
		"score":      float64(s.Score),
		"scoreBound": float64(s.ScoreBound),
		"bound":      float64(s.Bound),
		"proven":     s.Proven,
		"nodes":      float64(s.Nodes),
	}
}

func putNumber(o Object, key string, x float64) {
	if x != 0 {
		o[key] = x
	}
}

func putString(o Object, key, s string) {
	if s != "" {
		o[key] = s
	}
}

// decoder reads the fields of an object, checking their types; a field
// that is absent or null reads as the zero value. The first error is
// kept.
type decoder struct {
	o    Object
	what string // "message", for errors
	err  error
}

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf("bad "+d.what+": "+format, args...)
	}
}

func (d *decoder) has(key string) bool { return d.o[key] != nil }

func (d *decoder) number(key string) float64 {
	switch v := d.o[key].(type) {
	case nil:
		return 0
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			d.fail("%s is %v", key, v)
			return 0
		}
		return v
	default:
		d.fail("%s is %s, not a number", key, typeName(v))
		return 0
	}
}

func (d *decoder) int(key string) int64 {
	x := d.number(key)
	if x != math.Trunc(x) || math.Abs(x) > maxSafe {
		d.fail("%s %v is not an integer", key, x)
		return 0
	}
	return int64(x)
}

func (d *decoder) string(key string) string {
	switch v := d.o[key].(type) {
	case nil:
		return ""
	case string:
		return v
	default:
		d.fail("%s is %s, not a string", key, typeName(v))
		return ""
	}
}

func (d *decoder) bool(key string) bool {
	switch v := d.o[key].(type) {
	case nil:
		return false
	case bool:
		return v
	default:
		d.fail("%s is %s, not a boolean", key, typeName(v))
		return false
	}
}

// list returns the array under key: nil when absent, and a failure when
// it is something else.
func (d *decoder) list(key string) []any {
	v := d.o[key]
	if v == nil {
		return nil
	}
	list, ok := v.([]any)
	if !ok {
		d.fail("%s is %s, not an array", key, typeName(v))
	}
	return list
}

func (d *decoder) stats(key string) *Stats {
	v := d.o[key]
	if v == nil {
		return nil
	}
	o, ok := v.(Object)
	if !ok {
		d.fail("%s is %s, not an object", key, typeName(v))
		return nil
	}
	sd := decoder{o: o, what: d.what + " " + key}
	s := &Stats{
		Iterations: int(sd.int("iterations")),
		ElapsedMs:  sd.number("elapsedMs"),
		Value:      sd.number("value"),
		Depth:      int(sd.int("depth")),
		Yields:     int(sd.int("yields")),
		YieldMs:    sd.number("yieldMs"),
		MaxGapMs:   sd.number("maxGapMs"),
	}
	for i, t := range sd.list("top") {
		to, ok := t.(Object)
		if !ok {
			sd.fail("top[%d] is %s, not an object", i, typeName(t))
			break
		}
		td := decoder{o: to, what: sd.what}
		s.Top = append(s.Top, TopMove{Move: td.string("move"), Visits: int(td.int("visits")), Value: td.number("value")})
		if td.err != nil {
			sd.err = td.err
			break
		}
	}
	if sd.err != nil && d.err == nil {
		d.err = sd.err
	}
	return s
}

func (d *decoder) solution(key string) *Solution {
	v := d.o[key]
	if v == nil {
		return nil
	}
	o, ok := v.(Object)
	if !ok {
		d.fail("%s is %s, not an object", key, typeName(v))
		return nil
	}
	sd := decoder{o: o, what: d.what + " " + key}
	s := &Solution{
		Score:      int(sd.int("score")),
		ScoreBound: int(sd.int("scoreBound")),
		Bound:      int(sd.int("bound")),
		Proven:     sd.bool("proven"),
		Nodes:      sd.int("nodes"),
	}
	for i, m := range sd.list("moves") {
		text, ok := m.(string)
		if !ok {
			sd.fail("moves[%d] is %s, not a string", i, typeName(m))
			break
		}
		s.Moves = append(s.Moves, text)
	}
	if sd.err != nil && d.err == nil {
		d.err = sd.err
	}
	return s
}

// typeName names a decoded value's JavaScript type, with its article.
func typeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case float64:
		return "a number"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	case Object:
		return "an object"
	}
	return fmt.Sprintf("a Go %T", v)
}
