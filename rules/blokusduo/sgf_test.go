package blokusduo

import (
	"runtime"
	"slices"
	"strings"
	"testing"

	"impasse/rules"
)

func TestParseSGF(t *testing.T) {
	// As Pentobi writes it: no passes, a variation after the main line.
	text := "(;FF[4]CA[UTF-8]AP[Pentobi:19.0]GM[Blokus Duo]PB[Ann]PW[Bob]DT[2026-01-02]\n" +
		";B[f9,e10,f10,g10,f11]\n;W[j4,i5,j5,k5,j6]\n(;B[d7,d8,e8,c9,d9];W[k2,k3,l3,j4x])(;B[a1]))"
	rec, err := ParseSGF(text)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(rec.Moves, " "), "f9,e10,f10,g10,f11 j4,i5,j5,k5,j6 d7,d8,e8,c9,d9 k2,k3,l3,j4x"; got != want {
		t.Errorf("moves %q, want %q", got, want)
	}
	for tag, want := range map[string]string{"Game": ID, "Player1": "Ann", "Player2": "Bob", "Date": "2026-01-02"} {
		if got := rec.Tag(tag); got != want {
			t.Errorf("tag %s = %q, want %q", tag, got, want)
		}
	}
	// The bad last move is found by replay, with its number.
	_, _, err = rules.Replay(Game{}, rec)
	me, ok := err.(*rules.MoveError)
	if !ok || me.Number != 4 {
		t.Errorf("Replay error %v, want a *MoveError at move 4", err)
	}
}

func TestParseSGFErrors(t *testing.T) {
	for text, want := range map[string]string{
		"":                           "must start with '('",
		"(;GM[Blokus]FF[4])":         "not \"Blokus Duo\"",
		"(;GM[Blokus Duo]AB[e10])":   "sets up a position",
		"(;GM[Blokus Duo];B[e10]":    "ends inside",
		"(;GM[Blokus Duo];B[e10)":    "not closed",
		"(;GM[Blokus Duo];B)":        "has no value",
		"(;GM[Blokus Duo];B[a][b])":  "has 2 values",
		"(;GM[Blokus Duo]?)":         "unexpected",
		"(;FF[4];GM[Blokus];B[e10])": "may stand only in the first node",
		"(;FF[4]B[e10])":             "does not name its game",
		"()":                         "does not name its game",
		"(;)":                        "does not name its game",
	} {
		_, err := ParseSGF(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseSGF(%q) error %v, want it to contain %q", text, err, want)
		}
	}
}

// TestParseSGFLimits checks that a file of many nodes, long names or a
// long value is refused, or read, with a message of one short line, and
// that reading it costs memory in proportion to the file, a few copies
// of it at most: a reader that copied what it read again and again
// would take seconds on a phone. The work is counted in bytes, which a
// busy machine does not change, not in time.
func TestParseSGFLimits(t *testing.T) {
	long := strings.Repeat("x", 3<<20)
	tests := []struct{ text, want string }{
		{"(;GM[Blokus Duo]" + strings.Repeat(";", 3<<20) + ")", "more than 1000 nodes: not a game of Blokus Duo"},
		{"(;GM[Blokus Duo]" + strings.Repeat(";B[e10]", 1000) + ")", "more than 1000 nodes: not a game of Blokus Duo"},
		{"(;GM[" + long + "])", `the file is for "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"…, not "Blokus Duo"`},
		{"(;GM[Blokus Duo]" + long + "[1])", `property name "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"… is 3145728 bytes long, at most 8`},
		{"(;GM[Blokus Duo];" + strings.Repeat("B[]", 1390000) + ")", "a node has more than 100 properties: not a game of Blokus Duo"},
		{"(;GM[Blokus Duo];C" + strings.Repeat("[]", 1390000) + ")", "property C has more than 200 values: not a game of Blokus Duo"},
		{"(;GM[Blokus Duo]" + strings.Repeat(";"+strings.Repeat("C[]", 99), 999) + ")", "more than 10000 property values: not a game of Blokus Duo"},
	}
	for _, tt := range tests {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := ParseSGF(tt.text)
		runtime.ReadMemStats(&after)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseSGF(%s): got error %v, want %q", rules.Quote(tt.text), err, tt.want)
		}
		if n, most := after.TotalAlloc-before.TotalAlloc, uint64(8*len(tt.text)+1<<20); n > most {
			t.Errorf("ParseSGF(%s) allocated %d bytes, want at most %d", rules.Quote(tt.text), n, most)
		}
	}
	// A long move is read, and refused by the replay in a short line.
	rec, err := ParseSGF("(;GM[Blokus Duo];B[" + long + "])")
	if err != nil {
		t.Fatalf("ParseSGF(a long move): %v", err)
	}
	if _, _, err := rules.Replay(Game{}, rec); err == nil || len(err.Error()) > 200 {
		t.Errorf("Replay(a long move): got error %v, want one of at most 200 bytes", err)
	}
}

// A game with passes goes out without them and comes back with them.
func TestSGFRoundTrip(t *testing.T) {
	rec := readGolden(t, "monomino-last.txt")
	rec.SetTag("Player1", `Ann [the first] \ B`)
	text, err := WriteSGF(rec)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "[pass]") {
		t.Errorf("SGF contains a pass:\n%s", text)
	}
	if !strings.Contains(text, "RE[W+63]") || !strings.Contains(text, `PB[Ann [the first\] \\ B]`) {
		t.Errorf("SGF lacks the result or the escaped name:\n%s", text)
	}
	back, err := ParseSGF(text)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(back.Moves, " "), strings.Join(rec.Moves, " "); got != want {
		t.Errorf("round trip moves\n%s\nwant\n%s", got, want)
	}
	if back.Tag("Player1") != `Ann [the first] \ B` {
		t.Errorf("Player1 = %q after the round trip", back.Tag("Player1"))
	}
	if !IsSGF(" \n"+text) || IsSGF("[Game \"blokusduo\"]") {
		t.Errorf("IsSGF does not tell the formats apart")
	}
}

// TestSGFKeepsTagsAndComments checks that the names, the date, the event
// and the comments of a Pentobi file come through the record and back
// out to a file, each comment with its move.
func TestSGFKeepsTagsAndComments(t *testing.T) {
	text := "(;FF[4]CA[UTF-8]AP[Pentobi:19.0]GM[Blokus Duo]PB[Ann]PW[Bob]DT[2026-01-02]EV[Club \\] night]C[Friendly game]\n" +
		";B[f9,e10,f10,g10,f11]C[A usual opening]\n;W[j4,i5,j5,k5,j6])"
	rec, err := ParseSGF(text)
	if err != nil {
		t.Fatal(err)
	}
	wantTags := map[string]string{"Player1": "Ann", "Player2": "Bob", "Date": "2026-01-02", "Event": "Club ] night"}
	for tag, want := range wantTags {
		if got := rec.Tag(tag); got != want {
			t.Errorf("tag %s: got %q, want %q", tag, got, want)
		}
	}
	wantComments := []rules.Comment{{After: 0, Text: "Friendly game"}, {After: 1, Text: "A usual opening"}}
	if !slices.Equal(rec.Comments, wantComments) {
		t.Errorf("comments: got %+v, want %+v", rec.Comments, wantComments)
	}
	// Through Impasse's format and back to SGF.
	back, err := rules.ParseRecord(rec.String())
	if err != nil {
		t.Fatal(err)
	}
	out, err := WriteSGF(back)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"PB[Ann]", "PW[Bob]", "DT[2026-01-02]", "EV[Club \\] night]", "night]C[Friendly game]\n", ";B[f9,e10,f10,g10,f11]C[A usual opening]"} {
		if !strings.Contains(out, want) {
			t.Errorf("WriteSGF: got %q, want it to hold %q", out, want)
		}
	}
	again, err := ParseSGF(out)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(again.Comments, wantComments) || again.Tag("Event") != "Club ] night" {
		t.Errorf("read back: got %+v and Event %q, want %+v and %q", again.Comments, again.Tag("Event"), wantComments, "Club ] night")
	}
}

// TestWriteSGFCommentAfterPass checks that a comment after a pass, a
// move Pentobi does not write, goes with the move before it.
func TestWriteSGFCommentAfterPass(t *testing.T) {
	rec := readGolden(t, "monomino-last.txt")
	i := slices.Index(rec.Moves, "pass")
	if i < 1 {
		t.Fatalf("the golden game has no pass after its first move: %q", rec.Moves)
	}
	rec.Comments = []rules.Comment{{After: i + 1, Text: "passed"}}
	out, err := WriteSGF(rec)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseSGF(out)
	if err != nil {
		t.Fatal(err)
	}
	if want := []rules.Comment{{After: i, Text: "passed"}}; !slices.Equal(back.Comments, want) {
		t.Errorf("comments: got %+v, want %+v", back.Comments, want)
	}
}
