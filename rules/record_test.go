package rules_test

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"impasse/rules"
)

// tags builds a tag list from name, value pairs.
func tags(kv ...string) []rules.Tag {
	var ts []rules.Tag
	for i := 0; i+1 < len(kv); i += 2 {
		ts = append(ts, rules.Tag{Name: kv[i], Value: kv[i+1]})
	}
	return ts
}

func TestParseRecord(t *testing.T) {
	tests := []struct {
		name      string
		text      string
		wantTags  []rules.Tag
		wantMoves []string
		wantErr   string // "" for no error
	}{
		{name: "empty", text: ""},
		{name: "only white space", text: " \n\t\r\n "},
		{
			name:      "tags and moves",
			text:      "[Game \"count\"]\n[Players \"2\"]\n\n1. +1 2. +2\n",
			wantTags:  tags("Game", "count", "Players", "2"),
			wantMoves: []string{"+1", "+2"},
		},
		{
			name:     "tags only",
			text:     "[Game \"count\"]\n",
			wantTags: tags("Game", "count"),
		},
		{
			name:      "moves only",
			text:      "+1 +2 +1",
			wantMoves: []string{"+1", "+2", "+1"},
		},
		{
			name:     "spaces inside the brackets, none between tags",
			text:     "[ Site  \"home\" ][Round\"3\"]",
			wantTags: tags("Site", "home", "Round", "3"),
		},
		{
			name:     "tag names with digits, underscore and hyphen",
			text:     "[Time_Control-2 \"5+3\"]",
			wantTags: tags("Time_Control-2", "5+3"),
		},
		{
			name:     "empty value",
			text:     "[Annotator \"\"]",
			wantTags: tags("Annotator", ""),
		},
		{
			name:     "escaped quote and backslash",
			text:     `[Event "say \"hi\" \\o/"]`,
			wantTags: tags("Event", `say "hi" \o/`),
		},
		{
			name:     "other backslashes are kept",
			text:     `[Path "C:\games\n1"]`,
			wantTags: tags("Path", `C:\games\n1`),
		},
		{
			name:     "escaped backslash before the closing quote",
			text:     `[A "x\\"]`,
			wantTags: tags("A", `x\`),
		},
		{
			name:     "brackets, braces and tabs inside a value",
			text:     "[A \"[{x}]\t;\"]",
			wantTags: tags("A", "[{x}]\t;"),
		},
		{
			name:     "unicode value",
			text:     `[White "Zoë 李"]`,
			wantTags: tags("White", "Zoë 李"),
		},
		{
			name:    "duplicate tag",
			text:    "[Game \"count\"]\n[Players \"2\"]\n[Game \"count\"]\n",
			wantErr: "line 3: tag Game appears twice",
		},
		{
			name:     "tag names are case-sensitive, duplicates are not",
			text:     "[Game \"a\"]\n[game \"b\"]\n",
			wantTags: tags("Game", "a", "game", "b"),
		},
		{
			name:    "tag after the moves",
			text:    "[Game \"count\"]\n\n1. +1\n[Players \"2\"]\n",
			wantErr: "line 4: tag pair after the moves",
		},
		{
			name:    "tag without a name",
			text:    "\n[ \"x\"]",
			wantErr: "line 2: tag without a name",
		},
		{
			name:    "value without quotes",
			text:    "[Players 2]",
			wantErr: "line 1: tag Players: value must be in double quotes",
		},
		{
			name:    "name with a forbidden character",
			text:    "[Play.ers \"2\"]",
			wantErr: `line 1: tag name "Play." has a character that is not allowed ('.', U+002E): use the letters A to Z, digits, '_' and '-'`,
		},
		{
			name:    "name with a Cyrillic letter",
			text:    "[G\u0430me \"blokusduo\"]",
			wantErr: `line 1: tag name "Gа" has a character that is not allowed ('а', U+0430): use the letters A to Z, digits, '_' and '-'`,
		},
		{
			name:    "name starting with a character not allowed",
			text:    "[\u00c9v\u00e9nement \"x\"]",
			wantErr: `line 1: tag name "É" has a character that is not allowed ('É', U+00C9): use the letters A to Z, digits, '_' and '-'`,
		},
		{
			name:    "two byte order marks",
			text:    "\uFEFF\uFEFF[Game \"count\"]\n\n+1",
			wantErr: "line 1: the text starts with a stray character, U+FEFF",
		},
		{
			name:    "a control character first",
			text:    "\n\x00[Game \"count\"]",
			wantErr: "line 2: the text starts with a stray character, U+0000",
		},
		{
			name:    "value not closed at the end of the line",
			text:    "[Game \"count\"]\n[Event \"club\n]\n",
			wantErr: "line 2: tag Event: value not closed",
		},
		{
			name:    "value not closed at a carriage return",
			text:    "[Event \"club\r\n",
			wantErr: "line 1: tag Event: value not closed",
		},
		{
			name:    "value not closed at the end of the text",
			text:    "\n\n[Event \"club",
			wantErr: "line 3: tag Event: value not closed",
		},
		{
			name:    "escaped quote does not close the value",
			text:    `[Event "club\"]`,
			wantErr: "line 1: tag Event: value not closed",
		},
		{
			name:    "missing closing bracket",
			text:    "[Event \"club\"\n[Site \"x\"]",
			wantErr: "line 2: tag Event: missing ']'",
		},
		{
			name:    "missing closing bracket at the end",
			text:    "[Event \"club\"",
			wantErr: "line 1: tag Event: missing ']'",
		},
		{
			name:      "comments are ignored",
			text:      "[Game \"count\"]\n\n1. +1 {good} 2. +2 {a {nested brace} +1",
			wantTags:  tags("Game", "count"),
			wantMoves: []string{"+1", "+2", "+1"},
		},
		{
			name:      "comment spanning lines",
			text:      "+1 {this comment\ngoes on\nand on} +2",
			wantMoves: []string{"+1", "+2"},
		},
		{
			name:      "comment glued to moves",
			text:      "+1{c}+2{}+1",
			wantMoves: []string{"+1", "+2", "+1"},
		},
		{
			name:    "line numbers count lines inside comments",
			text:    "+1 {a\nb\nc} +2\n}",
			wantErr: "line 4: '}' without '{'",
		},
		{
			name:    "comment not closed",
			text:    "[Game \"count\"]\n\n1. +1 {never\nclosed\n",
			wantErr: "line 3: comment not closed",
		},
		{
			name:    "closing brace glued to a move",
			text:    "+1}",
			wantErr: "line 1: '}' without '{'",
		},
		{
			name:      "move numbers skipped",
			text:      "1. +1 2. +2 12. +1 3... +2 4.. +1",
			wantMoves: []string{"+1", "+2", "+1", "+2", "+1"},
		},
		{
			name:      "tokens that only look like move numbers are moves",
			text:      "12 1.+1 .5 1.2. a1.",
			wantMoves: []string{"12", "1.+1", ".5", "1.2.", "a1."},
		},
		{
			name:      "final token repeating the Result tag dropped",
			text:      "[Result \"1-0\"]\n\n1. +2 2. +2 1-0\n",
			wantTags:  tags("Result", "1-0"),
			wantMoves: []string{"+2", "+2"},
		},
		{
			name:      "final star dropped",
			text:      "[Result \"*\"]\n\n1. +2 2. +2 *\n",
			wantTags:  tags("Result", "*"),
			wantMoves: []string{"+2", "+2"},
		},
		{
			name:      "final star dropped without a Result tag",
			text:      "+2 *",
			wantMoves: []string{"+2"},
		},
		{
			name:      "final star after a comment",
			text:      "+2 * {end}",
			wantMoves: []string{"+2"},
		},
		{
			name:    "result token that differs from the tag",
			text:    "[Result \"0-1\"]\n\n+2 1-0",
			wantErr: `the moves end with the result "1-0", but the Result tag says "0-1"`,
		},
		{
			name:    "long result token that differs from the tag",
			text:    "[Result \"1-0\"]\n\n+2 " + strings.Repeat("1-", 500) + "0",
			wantErr: `the moves end with the result "1-1-1-1-1-1-1-1-1-1-1-1-1-1-1-1-"…, but the Result tag says "1-0"`,
		},
		{
			name:      "a move that is no result, after a Result tag",
			text:      "[Result \"1-0\"]\n\n+2 1-2",
			wantTags:  tags("Result", "1-0"),
			wantMoves: []string{"+2", "1-2"},
		},
		{
			name:      "result without a Result tag stands for the tag",
			text:      "+2 1-0",
			wantTags:  tags("Result", "1-0"),
			wantMoves: []string{"+2"},
		},
		{
			name:      "only the final result token is dropped",
			text:      "[Result \"1-0\"]\n+2 1-0 * 1-0",
			wantTags:  tags("Result", "1-0"),
			wantMoves: []string{"+2", "1-0", "*"},
		},
		{
			name:     "a lone star is no move",
			text:     "[Result \"*\"]\n\n*",
			wantTags: tags("Result", "*"),
		},
		{
			name:      "byte order mark",
			text:      "\uFEFF[Game \"count\"]\n+1",
			wantTags:  tags("Game", "count"),
			wantMoves: []string{"+1"},
		},
		{
			name:      "CRLF line ends",
			text:      "[Game \"count\"]\r\n[Result \"1-0\"]\r\n\r\n1. +1 {a\r\ncomment} 2. +2\r\n1-0\r\n",
			wantTags:  tags("Game", "count", "Result", "1-0"),
			wantMoves: []string{"+1", "+2"},
		},
		{
			name:    "CRLF line numbers",
			text:    "[Game \"count\"]\r\n\r\n+1\r\n[A \"b\"]\r\n",
			wantErr: "line 4: tag pair after the moves",
		},
		{
			name:      "tabs and unicode spaces separate moves",
			text:      "+1\t+2\u00a0+1\u2003+2\u0085+1",
			wantMoves: []string{"+1", "+2", "+1", "+2", "+1"},
		},
		{
			name:      "unicode moves",
			text:      "♘f3 ∞ é",
			wantMoves: []string{"♘f3", "∞", "é"},
		},
		{
			name:    "not UTF-8",
			text:    "[Event \"caf\xe9\"]\n",
			wantErr: "record is not UTF-8 text",
		},
		{
			name:    "not UTF-8 in a comment",
			text:    "+1 {\xff}",
			wantErr: "record is not UTF-8 text",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := rules.ParseRecord(tt.text)
			gotErr := ""
			if err != nil {
				gotErr = err.Error()
			}
			if gotErr != tt.wantErr {
				t.Fatalf("ParseRecord(%q): got error %q, want %q", tt.text, gotErr, tt.wantErr)
			}
			if err != nil {
				if r != nil {
					t.Errorf("got record %+v with the error, want nil", r)
				}
				return
			}
			if !slices.Equal(r.Tags, tt.wantTags) {
				t.Errorf("tags: got %q, want %q", r.Tags, tt.wantTags)
			}
			if !slices.Equal(r.Moves, tt.wantMoves) {
				t.Errorf("moves: got %q, want %q", r.Moves, tt.wantMoves)
			}
		})
	}
}

func TestParseRecordSizeLimit(t *testing.T) {
	// A record of exactly MaxRecordSize bytes is read; one byte more is not.
	unit := "+1 "
	text := strings.Repeat(unit, rules.MaxRecordSize/len(unit))
	text += strings.Repeat(" ", rules.MaxRecordSize-len(text))
	r, err := rules.ParseRecord(text)
	if err != nil {
		t.Fatalf("ParseRecord(%d bytes): %v", len(text), err)
	}
	if got, want := len(r.Moves), rules.MaxRecordSize/len(unit); got != want {
		t.Errorf("moves: got %d, want %d", got, want)
	}
	_, err = rules.ParseRecord(text + " ")
	want := "record too large (4194305 bytes, at most 4194304)"
	if err == nil || err.Error() != want {
		t.Errorf("ParseRecord(%d bytes): got error %v, want %q", len(text)+1, err, want)
	}
}

func TestRecordString(t *testing.T) {
	tests := []struct {
		name string
		r    rules.Record
		want string
	}{
		{"empty", rules.Record{}, "\n*\n"},
		{
			"tags and moves",
			rules.Record{Tags: tags("Game", "count", "Result", "1-0"), Moves: []string{"+2", "+1", "+2"}},
			"[Game \"count\"]\n[Result \"1-0\"]\n\n1. +2 2. +1 3. +2 1-0\n",
		},
		{
			"moves only",
			rules.Record{Moves: []string{"e4"}},
			"\n1. e4 *\n",
		},
		{
			"escapes",
			rules.Record{Tags: tags("Event", `say "hi" \o/`, "Tab", "a\tb")},
			"[Event \"say \\\"hi\\\" \\\\o/\"]\n[Tab \"a\tb\"]\n\n*\n",
		},
		{
			"line breaks in a value become spaces",
			rules.Record{Tags: tags("Event", "two\nlines\r\nhere")},
			"[Event \"two lines  here\"]\n\n*\n",
		},
		{
			"a last move that looks like the result is protected",
			rules.Record{Tags: tags("Result", "1-0"), Moves: []string{"+2", "1-0"}},
			"[Result \"1-0\"]\n\n1. +2 2. 1-0 1-0\n",
		},
		{
			"a last move that is a star is protected",
			rules.Record{Moves: []string{"+2", "*"}},
			"\n1. +2 2. * *\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.r.String(); got != tt.want {
				t.Errorf("String():\ngot  %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestRecordStringWraps(t *testing.T) {
	tests := []struct {
		name  string
		moves []string
	}{
		{"short moves", slices.Repeat([]string{"+1", "+2"}, 150)},
		{"long moves", slices.Repeat([]string{"e10,e11,e12,f12,g12", "pass", "j5,j6"}, 40)},
		{"multibyte moves", slices.Repeat([]string{"♘f3", "♞c6", "é∞"}, 60)},
		{"a move longer than a line", []string{"a", strings.Repeat("x", 100), "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &rules.Record{Tags: tags("Game", "count"), Moves: tt.moves}
			text := r.String()
			body, ok := strings.CutPrefix(text, "[Game \"count\"]\n\n")
			if !ok || !strings.HasSuffix(body, " *\n") && !strings.HasSuffix(body, "\n*\n") {
				t.Fatalf("String() = %q, want the tags, a blank line and moves ending in * and a newline", text)
			}
			// Leave out the final result token.
			body = strings.TrimRight(strings.TrimSuffix(body, "*\n"), " \n") + "\n"
			lines := strings.Split(strings.TrimSuffix(body, "\n"), "\n")
			for i, line := range lines {
				n := utf8.RuneCountInString(line)
				items := strings.Count(line, ". ")
				if n > 80 && items > 1 {
					t.Errorf("line %d has %d columns, want at most 80: %q", i+1, n, line)
				}
				if line == "" || strings.HasPrefix(line, " ") || strings.HasSuffix(line, " ") {
					t.Errorf("line %d = %q, want no empty line and no leading or trailing space", i+1, line)
				}
				// Greedy: the next line's first item did not fit here.
				if i+1 < len(lines) {
					next, _, _ := strings.Cut(lines[i+1], " ")
					next += " " + strings.Fields(lines[i+1])[1]
					if n+1+utf8.RuneCountInString(next) <= 80 {
						t.Errorf("line %d (%d columns) wrapped before %q, which fits", i+1, n, next)
					}
				}
			}
			// The numbers count the moves from 1.
			fields := strings.Fields(body)
			for i := 0; i < len(fields); i += 2 {
				if want := strconv.Itoa(i/2+1) + "."; fields[i] != want {
					t.Fatalf("field %d = %q, want move number %q", i, fields[i], want)
				}
			}
			back, err := rules.ParseRecord(text)
			if err != nil {
				t.Fatalf("ParseRecord(String()): %v", err)
			}
			if !slices.Equal(back.Moves, tt.moves) {
				t.Errorf("moves after a round trip: got %q, want %q", back.Moves, tt.moves)
			}
		})
	}
}

// checkRoundTrip demands that r, written and read back, has the same tags
// and moves.
func checkRoundTrip(t *testing.T, r *rules.Record) {
	t.Helper()
	text := r.String()
	back, err := rules.ParseRecord(text)
	if err != nil {
		t.Fatalf("ParseRecord(String()) of %+v: %v\ntext: %q", r, err, text)
	}
	if !slices.Equal(back.Tags, r.Tags) {
		t.Errorf("tags after a round trip: got %q, want %q\ntext: %q", back.Tags, r.Tags, text)
	}
	if !slices.Equal(back.Moves, r.Moves) {
		t.Errorf("moves after a round trip: got %q, want %q\ntext: %q", back.Moves, r.Moves, text)
	}
}

func TestRecordRoundTrip(t *testing.T) {
	texts := []string{
		"",
		"[Game \"count\"]\n[Players \"3\"]\n[Result \"1/3-1/3-1/3\"]\n\n1. +1 {c} 2. +2 3... +1 1/3-1/3-1/3",
		`[Event "say \"hi\" \\o/ C:\games"]` + "\n+1",
		"[A \"tab\there\"]\n\n♘f3 ∞",
		"\uFEFF[Game \"x\"]\r\n\r\n1. a\r\n",
		// The last move repeats the result: written with a "*" after it.
		"[Result \"+1\"]\n\n+1 +1 +1",
		"+1 * *",
		"[Result \"*\"]\n* * *",
		"[Result \"\"]\n\n+1",
		"1-0 0-1",
	}
	for _, text := range texts {
		r, err := rules.ParseRecord(text)
		if err != nil {
			t.Errorf("ParseRecord(%q): %v", text, err)
			continue
		}
		checkRoundTrip(t, r)
	}
	// Records built in code round-trip too, as long as their moves are
	// tokens (no white space or braces) and tag names are tag names.
	built := []*rules.Record{
		{Tags: tags("Result", "1-0"), Moves: []string{"+2", "1-0"}},
		{Tags: tags("Result", "*"), Moves: []string{"*"}},
		{Moves: []string{"*", "*"}},
		{Tags: tags("A", `\`, "B", `"`, "C", `\"`, "D", "")},
		{Moves: slices.Repeat([]string{"e10,e11,e12,f12,g12"}, 50)},
	}
	for _, r := range built {
		checkRoundTrip(t, r)
	}
}

// TestRecordFiles reads the records kept in testdata and replays those of
// the counting game.
func TestRecordFiles(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.rec"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/*.rec: %v", err)
	}
	for _, name := range files {
		t.Run(filepath.Base(name), func(t *testing.T) {
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			r, err := rules.ParseRecord(string(data))
			if err != nil {
				t.Fatalf("ParseRecord: %v", err)
			}
			checkRoundTrip(t, r)
			s, moves, err := rules.Replay(countGame{}, r)
			if err != nil {
				t.Fatalf("Replay: %v", err)
			}
			if got, want := len(moves), len(r.Moves); got != want {
				t.Errorf("replayed %d moves, want %d", got, want)
			}
			if got, want := rules.ResultString(s.Results()), r.Tag(rules.TagResult); got != want {
				t.Errorf("result: got %q, want the Result tag %q", got, want)
			}
			if s.Over() {
				if got, want := rules.ScoresString(s.Scores()), r.Tag(rules.TagScores); got != want {
					t.Errorf("scores: got %q, want the Scores tag %q", got, want)
				}
			}
		})
	}
}

func TestTagAndSetTag(t *testing.T) {
	r := &rules.Record{}
	if got := r.Tag("Game"); got != "" {
		t.Errorf("Tag of an empty record = %q, want %q", got, "")
	}
	r.SetTag("Game", "count")
	r.SetTag("Players", "2")
	r.SetTag("Empty", "")
	r.SetTag("Game", "other") // replaced in place
	want := tags("Game", "other", "Players", "2", "Empty", "")
	if !slices.Equal(r.Tags, want) {
		t.Errorf("tags: got %q, want %q", r.Tags, want)
	}
	for _, tt := range []struct{ name, want string }{
		{"Game", "other"}, {"Players", "2"}, {"Empty", ""}, {"Missing", ""}, {"game", ""},
	} {
		if got := r.Tag(tt.name); got != tt.want {
			t.Errorf("Tag(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
	got := r.Options()
	wantOpts := rules.Options{"Game": "other", "Players": "2", "Empty": ""}
	if !maps.Equal(got, wantOpts) {
		t.Errorf("Options() = %v, want %v", got, wantOpts)
	}
	got["Game"] = "changed"
	if r.Tag("Game") != "other" {
		t.Errorf("changing Options() changed the record: Tag = %q, want %q", r.Tag("Game"), "other")
	}
	if o := (&rules.Record{}).Options(); o == nil || len(o) != 0 {
		t.Errorf("Options() of an empty record = %#v, want an empty map", o)
	}
}

// soloState is the counting game played alone: its score is what it
// added.
func soloState() *countState {
	return &countState{players: 1, target: 4, winner: -1, added: make([]int, 1)}
}

func TestResultOf(t *testing.T) {
	solo := soloState()
	if got, want := rules.ResultOf(solo), "*"; got != want {
		t.Errorf("alone, going on: got %v, want %v", got, want)
	}
	play(t, solo, "+2", "+1", "+1")
	if got, want := rules.ResultOf(solo), "4"; got != want {
		t.Errorf("alone, over: got %v, want %v (the score)", got, want)
	}
	two := mustNew(t, "Target", "3")
	if got, want := rules.ResultOf(two), "*"; got != want {
		t.Errorf("two seats, going on: got %v, want %v", got, want)
	}
	play(t, two, "+1", "+2")
	if got, want := rules.ResultOf(two), rules.ResultString(two.Results()); got != want || got != "0-1" {
		t.Errorf("two seats, over: got %v, want %v (ResultString of the Results, 0-1)", got, want)
	}
}

func TestCheckResult(t *testing.T) {
	solo := soloState()
	play(t, solo, "+2", "+2")
	two := mustNew(t, "Target", "3")
	play(t, two, "+1", "+2")
	going := mustNew(t)
	tests := []struct {
		name   string
		s      rules.State
		result string
		err    string // "" for none
	}{
		{"alone, the score", solo, "4", ""},
		{"alone, another score", solo, "3", `Result "3", but the game ends 4`},
		{"alone, not a number", solo, "1-0", `Result "1-0": want the score, a whole number`},
		{"alone, no tag", solo, "", ""},
		{"two seats, the winner", two, "0-1", ""},
		{"two seats, the other", two, "1-0", `Result "1-0", but the game ends 0-1`},
		{"two seats, a number", two, "1", `Result "1", but the game ends 0-1`},
		{"going on, star", going, "*", ""},
		{"going on, a result", going, "1-0", `Result "1-0", but the game ends *`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &rules.Record{}
			if tt.result != "" {
				r.SetTag(rules.TagResult, tt.result)
			}
			got := ""
			if err := r.CheckResult(tt.s); err != nil {
				got = err.Error()
			}
			if got != tt.err {
				t.Errorf("got %q, want %q", got, tt.err)
			}
		})
	}
}

// manyTags returns a record of n tags, T0 to T(n-1), then a Game tag.
func manyTags(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString("[T" + strconv.Itoa(i) + " \"\"]\n")
	}
	b.WriteString("[Game \"blokusduo\"]\n")
	return b.String()
}

func TestParseRecordLimits(t *testing.T) {
	long := strings.Repeat("a", rules.MaxMoveSize+1)
	tests := []struct {
		name, text, want string
	}{
		{"tags", manyTags(100000), "line 1001: more than 1000 tags"},
		{"tag name", "[" + strings.Repeat("N", 4<<20-10) + " \"\"]", `line 1: tag name "NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN"… is 4194294 bytes long, at most 64`},
		{"move", "[Game \"blokusduo\"]\n\n1. e10 2. " + long + " *", `line 3: move "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"… is 1025 bytes long, at most 1024`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rules.ParseRecord(tt.text)
			if err == nil || err.Error() != tt.want {
				t.Errorf("got error %v, want %q", err, tt.want)
			}
		})
	}
	// The limits themselves are allowed.
	text := strings.Replace(manyTags(rules.MaxTags-1), "[T0", "["+strings.Repeat("N", rules.MaxTagName), 1) + "\n" + long[1:]
	r, err := rules.ParseRecord(text)
	if err != nil {
		t.Fatalf("ParseRecord at the limits: %v", err)
	}
	if got, want := len(r.Tags), rules.MaxTags; got != want {
		t.Errorf("tags: got %d, want %d", got, want)
	}
	if got, want := r.Moves, []string{long[1:]}; !slices.Equal(got, want) {
		t.Errorf("moves: got %d of %d bytes, want one of %d", len(got), len(strings.Join(got, "")), len(long)-1)
	}
}

// TestParseRecordResultWithoutTag checks that a result ending the moves
// stands for the Result tag when the record has none, instead of being
// read as a move.
func TestParseRecordResultWithoutTag(t *testing.T) {
	tests := []struct {
		text, result string
		moves        []string
	}{
		{"+1 +2 1-0", "1-0", []string{"+1", "+2"}},
		{"+1 1/2-1/2", "1/2-1/2", []string{"+1"}},
		{"+1 1-1-0-0", "1-1-0-0", []string{"+1"}},
		{"+1 1/3-1/3-1/3-0", "1/3-1/3-1/3-0", []string{"+1"}},
		{"+1 12", "12", []string{"+1"}},
		{"+1 *", "", []string{"+1"}},
		{"+1 1-2", "", []string{"+1", "1-2"}},
		{"+1 1-", "", []string{"+1", "1-"}},
		{"+1 -0", "", []string{"+1", "-0"}},
		{"+1 1/-0", "", []string{"+1", "1/-0"}},
	}
	for _, tt := range tests {
		r, err := rules.ParseRecord(tt.text)
		if err != nil {
			t.Fatalf("ParseRecord(%q): %v", tt.text, err)
		}
		if got := r.Tag(rules.TagResult); got != tt.result {
			t.Errorf("ParseRecord(%q): Result got %q, want %q", tt.text, got, tt.result)
		}
		if !slices.Equal(r.Moves, tt.moves) {
			t.Errorf("ParseRecord(%q): moves got %q, want %q", tt.text, r.Moves, tt.moves)
		}
	}
}

func TestQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", `""`},
		{"a1", `"a1"`},
		{"é\x1b", `"é\x1b"`},
		{strings.Repeat("x", 32), `"` + strings.Repeat("x", 32) + `"`},
		{strings.Repeat("x", 33), `"` + strings.Repeat("x", 32) + `"…`},
		// A character is never cut in two.
		{strings.Repeat("x", 31) + "éé", `"` + strings.Repeat("x", 31) + `"…`},
	}
	for _, tt := range tests {
		if got := rules.Quote(tt.in); got != tt.want {
			t.Errorf("Quote(%q): got %s, want %s", tt.in, got, tt.want)
		}
	}
}

// BenchmarkParseRecordTags reads records of many tags (the last allowed
// count, and far more, refused) and of many moves: the time grows with
// the length of the text.
func BenchmarkParseRecordTags(b *testing.B) {
	for _, n := range []int{rules.MaxTags - 1, 100000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			text := manyTags(n)
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				rules.ParseRecord(text)
			}
		})
	}
}

// TestRecordComments checks that comments are kept where they stand
// among the moves, and written back there.
func TestRecordComments(t *testing.T) {
	tests := []struct {
		name, text string
		moves      []string
		comments   []rules.Comment
		written    string // the moves as String writes them
	}{
		{
			name:     "before, between and after the moves",
			text:     "[Game \"count\"]\n\n{opening} 1. +1 { good } 2. +2\n{end}",
			moves:    []string{"+1", "+2"},
			comments: []rules.Comment{{0, "opening"}, {1, "good"}, {2, "end"}},
			written:  "{opening} 1. +1 {good} 2. +2 {end} *",
		},
		{
			name:     "after the result token, with the last move",
			text:     "[Result \"1-0\"]\n\n+1 1-0 {won}",
			moves:    []string{"+1"},
			comments: []rules.Comment{{1, "won"}},
			written:  "1. +1 {won} 1-0",
		},
		{
			name:     "two in one place are joined; empty ones dropped",
			text:     "+1 {a} {} {b\nc} { }",
			moves:    []string{"+1"},
			comments: []rules.Comment{{1, "a b\nc"}},
			written:  "1. +1 {a b\nc} *",
		},
		{
			name:     "only comments",
			text:     "{just a note}",
			comments: []rules.Comment{{0, "just a note"}},
			written:  "{just a note} *",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := rules.ParseRecord(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(r.Moves, tt.moves) {
				t.Errorf("moves: got %q, want %q", r.Moves, tt.moves)
			}
			if !slices.Equal(r.Comments, tt.comments) {
				t.Errorf("comments: got %+v, want %+v", r.Comments, tt.comments)
			}
			_, body, _ := strings.Cut(r.String(), "\n\n")
			if r.Tags == nil {
				body = strings.TrimPrefix(r.String(), "\n")
			}
			if got := strings.TrimSuffix(body, "\n"); got != tt.written {
				t.Errorf("String's moves: got %q, want %q", got, tt.written)
			}
			back, err := rules.ParseRecord(r.String())
			if err != nil || !slices.Equal(back.Comments, r.Comments) {
				t.Errorf("comments after a round trip: got %+v (%v), want %+v", back.Comments, err, r.Comments)
			}
		})
	}
	// Comments built in code are written in the order of their places,
	// a closing brace in one as a parenthesis.
	r := &rules.Record{Moves: []string{"+1", "+2"}, Comments: []rules.Comment{{2, "last"}, {0, "a {b} c"}}}
	if got, want := r.String(), "\n{a {b) c} 1. +1 2. +2 {last} *\n"; got != want {
		t.Errorf("String: got %q, want %q", got, want)
	}
}

// TestResembles checks that text with neither a tag nor a move of the
// game is taken for no record, and anything else for one.
func TestResembles(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"hello", false},
		{"hello world, how are you?", false},
		{"{only a comment}", false},
		{"1.", false},
		{"[Event \"x\"]", true},
		{"+1", true},
		{"hello +2", true},
		{strings.Repeat("x ", 100) + "+1", false},
	}
	for _, tt := range tests {
		r, err := rules.ParseRecord(tt.text)
		if err != nil {
			t.Fatalf("ParseRecord(%q): %v", tt.text, err)
		}
		if got := r.Resembles(countGame{}); got != tt.want {
			t.Errorf("Resembles(%q): got %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestRecordCommentsOutOfRange checks that String writes a comment whose
// After is out of the moves' range at the nearer end, in the order given.
func TestRecordCommentsOutOfRange(t *testing.T) {
	r := &rules.Record{
		Moves:    []string{"+1", "+2"},
		Comments: []rules.Comment{{5, "late"}, {-1, "early"}, {2, "end"}},
	}
	if got, want := r.String(), "\n{early} 1. +1 2. +2 {late} {end} *\n"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
