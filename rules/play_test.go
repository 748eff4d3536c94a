package rules_test

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"impasse/rules"
)

// countGame is a tiny game for these tests: the seats take turns adding
// 1 or 2 ("+1", "+2") to a total that starts at Start; whoever brings it
// exactly to Target wins. A seat's score is what it added.
type countGame struct{}

func (countGame) Info() rules.Info {
	return rules.Info{ID: "count", Title: "Count", MinPlayers: 2, MaxPlayers: 4}
}

func (countGame) Options() []rules.Option {
	return []rules.Option{
		{Key: rules.KeyVariant, Values: []string{"race"}, Default: "race"},
		{Key: rules.KeyPlayers, Values: []string{"2", "3", "4"}, Default: "2"},
		{Key: "Target", Default: "10"},
		{Key: "Start", Default: "0"},
	}
}

func (g countGame) New(opts rules.Options) (rules.State, error) {
	o, err := rules.Resolve(g.Options(), opts)
	if err != nil {
		return nil, err
	}
	n, err := rules.PlayerCount(g.Info(), o, 2)
	if err != nil {
		return nil, err
	}
	target, err := strconv.Atoi(o["Target"])
	if err != nil || target < 1 {
		return nil, fmt.Errorf("Target %q: want a number >= 1", o["Target"])
	}
	start, err := strconv.Atoi(o["Start"])
	if err != nil || start < 0 || start >= target {
		return nil, fmt.Errorf("Start %q: want a number from 0 to Target-1", o["Start"])
	}
	return &countState{players: n, target: target, start: start, total: start, winner: -1, added: make([]int, n)}, nil
}

// mustNew returns a new countGame state with opts given as key, value pairs.
func mustNew(t *testing.T, kv ...string) rules.State {
	t.Helper()
	opts := rules.Options{}
	for i := 0; i+1 < len(kv); i += 2 {
		opts[kv[i]] = kv[i+1]
	}
	s, err := countGame{}.New(opts)
	if err != nil {
		t.Fatalf("New(%v): %v", opts, err)
	}
	return s
}

type countState struct {
	players, target, start int
	total, turn, winner    int
	added                  []int
}

func (s *countState) Players() int { return s.players }
func (s *countState) Over() bool   { return s.winner >= 0 }

func (s *countState) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return s.turn
}

func (s *countState) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	for m := rules.Move(1); m <= 2 && !s.Over(); m++ {
		if s.total+int(m) <= s.target {
			buf = append(buf, m)
		}
	}
	return buf
}

func (s *countState) Apply(m rules.Move) {
	s.total += int(m)
	s.added[s.turn] += int(m)
	if s.total == s.target {
		s.winner = s.turn
	}
	s.turn = (s.turn + 1) % s.players
}

func (s *countState) Results() []float64 {
	if !s.Over() {
		return nil
	}
	r := make([]float64, s.players)
	r[s.winner] = 1
	return r
}

func (s *countState) Scores() []int { return slices.Clone(s.added) }

func (s *countState) Clone() rules.State {
	c := *s
	c.added = slices.Clone(s.added)
	return &c
}

func (s *countState) Hash() uint64 {
	h := uint64(s.total)<<8 | uint64(s.turn)
	for _, a := range s.added {
		h = h*1000003 + uint64(a)
	}
	return h
}

func (s *countState) MoveString(m rules.Move) string { return "+" + strconv.Itoa(int(m)) }

func (s *countState) ParseMove(text string) (rules.Move, error) {
	var m rules.Move
	switch text {
	case "+1":
		m = 1
	case "+2":
		m = 2
	default:
		return 0, fmt.Errorf("%q: want +1 or +2", text)
	}
	if !rules.IsLegal(s, m) {
		return 0, fmt.Errorf("%s would pass %d", text, s.target)
	}
	return m, nil
}

func (s *countState) Setup() rules.Options {
	return rules.Options{
		rules.KeyVariant: "race",
		rules.KeyPlayers: strconv.Itoa(s.players),
		"Target":         strconv.Itoa(s.target),
		"Start":          strconv.Itoa(s.start),
	}
}

func (s *countState) String() string {
	return fmt.Sprintf("total %d/%d, seat %d to move, added %v", s.total, s.target, s.turn, s.added)
}

// play applies moves given in notation, failing the test on an error.
func play(t *testing.T, s rules.State, moves ...string) rules.State {
	t.Helper()
	for _, text := range moves {
		if _, err := rules.Play(s, text); err != nil {
			t.Fatalf("Play(%q): %v", text, err)
		}
	}
	return s
}

func TestPlay(t *testing.T) {
	tests := []struct {
		name    string
		before  []string // moves played first
		text    string
		want    rules.Move
		wantErr string // "" for no error
	}{
		{"first move", nil, "+2", 2, ""},
		{"one", []string{"+2"}, "+1", 1, ""},
		{"winning move", []string{"+2", "+2", "+2", "+2"}, "+2", 2, ""},
		{"unknown notation", nil, "+3", 0, `"+3": want +1 or +2`},
		{"empty", nil, "", 0, `"": want +1 or +2`},
		{"white space is not trimmed", nil, " +1", 0, "want +1 or +2"},
		{"too long", nil, "+" + strings.Repeat("1", rules.MaxMoveSize), 0, `"+1111111111111111111111111111111"… is not a move: 1025 bytes long, at most 1024`},
		{"not ASCII", nil, "é", 0, `"é" is not a move: moves are written in ASCII letters, digits and signs, not 'é'`},
		{"a control character", nil, "+1\x1b[2J", 0, `"+1\x1b[2J" is not a move: moves are written in ASCII letters, digits and signs, not '\x1b'`},
		{"illegal here", []string{"+2", "+2", "+2", "+2", "+1"}, "+2", 0, "+2 would pass 10"},
		{"after the end", []string{"+2", "+2", "+2", "+2", "+2"}, "+1", 0, rules.ErrOver.Error()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := play(t, mustNew(t), tt.before...)
			before, hash := s.String(), s.Hash()
			got, err := rules.Play(s, tt.text)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Play(%q): got error %v, want one containing %q", tt.text, err, tt.wantErr)
				}
				if s.String() != before || s.Hash() != hash {
					t.Errorf("Play(%q) failed but changed the state: got %s, want %s", tt.text, s, before)
				}
				return
			}
			if err != nil {
				t.Fatalf("Play(%q): got error %v, want none", tt.text, err)
			}
			if got != tt.want {
				t.Errorf("Play(%q) = %v, want %v", tt.text, got, tt.want)
			}
			want := mustNew(t)
			for _, m := range append(slices.Clone(tt.before), tt.text) {
				want.Apply(rules.Move(m[1] - '0'))
			}
			if s.String() != want.String() {
				t.Errorf("after Play(%q): got %s, want %s", tt.text, s, want)
			}
		})
	}
}

func TestPlayErrOverIs(t *testing.T) {
	s := play(t, mustNew(t, "Start", "8"), "+2")
	if _, err := rules.Play(s, "+1"); !errors.Is(err, rules.ErrOver) {
		t.Errorf("Play after the end: got %v, want ErrOver", err)
	}
}

func TestIsLegal(t *testing.T) {
	tests := []struct {
		name   string
		before []string
		m      rules.Move
		want   bool
	}{
		{"one at the start", nil, 1, true},
		{"two at the start", nil, 2, true},
		{"zero is no move", nil, 0, false},
		{"three is no move", nil, 3, false},
		{"negative", nil, -1, false},
		{"one at nine", []string{"+2", "+2", "+2", "+2", "+1"}, 1, true},
		{"two at nine", []string{"+2", "+2", "+2", "+2", "+1"}, 2, false},
		{"nothing after the end", []string{"+2", "+2", "+2", "+2", "+2"}, 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := play(t, mustNew(t), tt.before...)
			if got := rules.IsLegal(s, tt.m); got != tt.want {
				t.Errorf("IsLegal(%v) = %v, want %v", tt.m, got, tt.want)
			}
		})
	}
}

func TestMoveError(t *testing.T) {
	inner := errors.New("no such square")
	e := &rules.MoveError{Number: 7, Text: "z9", Err: inner}
	if got, want := e.Error(), `move 7 "z9": no such square`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !errors.Is(e, inner) {
		t.Errorf("errors.Is(MoveError, inner) = false, want true")
	}
}

// TestMoveErrorQuotesOnce checks that a move is quoted once, and
// shortened, whatever its length: a reason quoting it already is not
// repeated.
func TestMoveErrorQuotesOnce(t *testing.T) {
	long := strings.Repeat("z", 4<<20)
	tests := []struct {
		text string
		err  error
		want string
	}{
		{"z9", fmt.Errorf("%q: no such square", "z9"), `move 7: "z9": no such square`},
		{long, errors.New("no such square"), `move 7 "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"…: no such square`},
		{long, fmt.Errorf("%s: no such square", rules.Quote(long)), `move 7: "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"…: no such square`},
	}
	for _, tt := range tests {
		e := &rules.MoveError{Number: 7, Text: tt.text, Err: tt.err}
		if got := e.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
	// Through Replay, a huge token makes a short message.
	s := mustNew(t)
	_, err := rules.Play(s, long)
	e := &rules.MoveError{Number: 1, Text: long, Err: err}
	if got := len(e.Error()); got > 200 {
		t.Errorf("message of %d bytes for a token of %d, want at most 200", got, len(long))
	}
}

func TestReplay(t *testing.T) {
	tests := []struct {
		name      string
		record    string
		wantState string // String of the returned state; "" for nil
		wantMoves []rules.Move
		wantErr   string // "" for no error
		wantMove  int    // MoveError.Number, 0 when the error is not a MoveError
		wantText  string // MoveError.Text
		wantOver  bool   // the MoveError wraps ErrOver
	}{
		{
			name:      "complete game",
			record:    "[Game \"count\"]\n[Result \"1-0\"]\n\n1. +2 2. +2 3. +2 4. +2 5. +2 1-0\n",
			wantState: "total 10/10, seat 1 to move, added [6 4]",
			wantMoves: []rules.Move{2, 2, 2, 2, 2},
		},
		{
			name:      "no Game tag is accepted",
			record:    "+1 +1",
			wantState: "total 2/10, seat 0 to move, added [1 1]",
			wantMoves: []rules.Move{1, 1},
		},
		{
			name:      "tags set up the game; unknown tags ignored",
			record:    "[Game \"count\"]\n[Players \"3\"]\n[Target \"5\"]\n[Event \"club\"]\n\n+1 +2",
			wantState: "total 3/5, seat 2 to move, added [1 2 0]",
			wantMoves: []rules.Move{1, 2},
		},
		{
			name:    "Game tag of another game",
			record:  "[Game \"chess\"]\n\n1. e4",
			wantErr: `record is for game "chess", not "count"`,
		},
		{
			name:    "bad setup",
			record:  "[Game \"count\"]\n[Players \"9\"]\n",
			wantErr: `Players "9" is not one of 2, 3, 4`,
		},
		{
			name:      "first bad move",
			record:    "1. +2 2. +1 3. +3 4. +7",
			wantState: "total 3/10, seat 0 to move, added [2 1]",
			wantMoves: []rules.Move{2, 1},
			wantErr:   `move 3: "+3": want +1 or +2`,
			wantMove:  3,
			wantText:  "+3",
		},
		{
			name:      "illegal first move",
			record:    "[Start \"9\"]\n\n+2",
			wantState: "total 9/10, seat 0 to move, added [0 0]",
			wantMoves: []rules.Move{},
			wantErr:   `move 1 "+2": +2 would pass 10`,
			wantMove:  1,
			wantText:  "+2",
		},
		{
			name:      "move after the end",
			record:    "[Start \"8\"]\n\n1. +2 2. +1",
			wantState: "total 10/10, seat 1 to move, added [2 0]",
			wantMoves: []rules.Move{2},
			wantErr:   `move 2 "+1": the game is over`,
			wantMove:  2,
			wantText:  "+1",
			wantOver:  true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := rules.ParseRecord(tt.record)
			if err != nil {
				t.Fatalf("ParseRecord: %v", err)
			}
			s, moves, err := rules.Replay(countGame{}, r)
			gotErr := ""
			if err != nil {
				gotErr = err.Error()
			}
			if gotErr != tt.wantErr {
				t.Errorf("error: got %q, want %q", gotErr, tt.wantErr)
			}
			var me *rules.MoveError
			if isMove := errors.As(err, &me); isMove != (tt.wantMove != 0) {
				t.Errorf("error is a *MoveError: got %v, want %v", isMove, tt.wantMove != 0)
			} else if isMove {
				if me.Number != tt.wantMove || me.Text != tt.wantText {
					t.Errorf("MoveError: got move %d %q, want %d %q", me.Number, me.Text, tt.wantMove, tt.wantText)
				}
				if got := errors.Is(err, rules.ErrOver); got != tt.wantOver {
					t.Errorf("errors.Is(err, ErrOver): got %v, want %v", got, tt.wantOver)
				}
			}
			gotState := ""
			if s != nil {
				gotState = s.String()
			}
			if gotState != tt.wantState {
				t.Errorf("state: got %q, want %q", gotState, tt.wantState)
			}
			if !slices.Equal(moves, tt.wantMoves) || (moves == nil) != (tt.wantMoves == nil) {
				t.Errorf("moves: got %#v, want %#v", moves, tt.wantMoves)
			}
		})
	}
}

// unscoredGame is countGame keeping no score (rules.Info.Unscored).
type unscoredGame struct{ countGame }

func (unscoredGame) Info() rules.Info {
	info := countGame{}.Info()
	info.Unscored = true
	return info
}

// NewRecord writes the setup's tags, the extra ones, the moves, and at the
// end the result, and the scores in a game that keeps them.
func TestNewRecord(t *testing.T) {
	tests := []struct {
		name     string
		opts     []string // key, value pairs for New
		moves    []rules.Move
		extra    []rules.Tag
		wantTags []rules.Tag
		want     []string
		unscored bool // the game keeps no score, only a winner
	}{
		{
			name: "unfinished game",
			opts: []string{"Players", "3"}, moves: []rules.Move{2, 1},
			wantTags: []rules.Tag{
				{"Game", "count"}, {"Variant", "race"}, {"Players", "3"}, {"Start", "0"}, {"Target", "10"},
				{"Result", "*"},
			},
			want: []string{"+2", "+1"},
		},
		{
			name: "no moves",
			wantTags: []rules.Tag{
				{"Game", "count"}, {"Variant", "race"}, {"Players", "2"}, {"Start", "0"}, {"Target", "10"},
				{"Result", "*"},
			},
		},
		{
			name: "finished game with extra tags",
			opts: []string{"Target", "5"}, moves: []rules.Move{2, 1, 2},
			extra: []rules.Tag{{"White", "Ann"}, {"Black", "Bob"}, {"Result", "ignored"}},
			wantTags: []rules.Tag{
				{"Game", "count"}, {"Variant", "race"}, {"Players", "2"}, {"Start", "0"}, {"Target", "5"},
				{"White", "Ann"}, {"Black", "Bob"}, {"Result", "1-0"}, {"Scores", "4 1"},
			},
			want: []string{"+2", "+1", "+2"},
		},
		{
			name: "a game that keeps no score", unscored: true,
			opts: []string{"Target", "5"}, moves: []rules.Move{2, 1, 2},
			wantTags: []rules.Tag{
				{"Game", "count"}, {"Variant", "race"}, {"Players", "2"}, {"Start", "0"}, {"Target", "5"},
				{"Result", "1-0"},
			},
			want: []string{"+2", "+1", "+2"},
		},
		{
			name: "second seat wins",
			opts: []string{"Start", "7"}, moves: []rules.Move{1, 2},
			wantTags: []rules.Tag{
				{"Game", "count"}, {"Variant", "race"}, {"Players", "2"}, {"Start", "7"}, {"Target", "10"},
				{"Result", "0-1"}, {"Scores", "1 2"},
			},
			want: []string{"+1", "+2"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := mustNew(t, tt.opts...)
			before := start.String()
			var g rules.Game = countGame{}
			if tt.unscored {
				g = unscoredGame{}
			}
			r := rules.NewRecord(g, start, tt.moves, tt.extra...)
			if start.String() != before {
				t.Errorf("NewRecord changed start: got %s, want %s", start, before)
			}
			if !slices.Equal(r.Tags, tt.wantTags) {
				t.Errorf("tags: got %v, want %v", r.Tags, tt.wantTags)
			}
			if !slices.Equal(r.Moves, tt.want) {
				t.Errorf("moves: got %q, want %q", r.Moves, tt.want)
			}
			// The record replays to the same game.
			parsed, err := rules.ParseRecord(r.String())
			if err != nil {
				t.Fatalf("ParseRecord(String()): %v", err)
			}
			end, moves, err := rules.Replay(countGame{}, parsed)
			if err != nil {
				t.Fatalf("Replay: %v", err)
			}
			if !slices.Equal(moves, tt.moves) {
				t.Errorf("replayed moves: got %v, want %v", moves, tt.moves)
			}
			want := start.Clone()
			for _, m := range tt.moves {
				want.Apply(m)
			}
			if end.String() != want.String() {
				t.Errorf("replayed state: got %s, want %s", end, want)
			}
		})
	}
}

func TestResultString(t *testing.T) {
	third := 1.0 / 3
	tests := []struct {
		results []float64
		want    string
	}{
		{nil, "*"},
		{[]float64{}, ""},
		{[]float64{1}, "1"},
		{[]float64{0}, "0"},
		{[]float64{1, 0}, "1-0"},
		{[]float64{0, 1}, "0-1"},
		{[]float64{0.5, 0.5}, "1/2-1/2"},
		{[]float64{0, 0, 1}, "0-0-1"},
		{[]float64{0.5, 0, 0.5}, "1/2-0-1/2"},
		{[]float64{third, third, third}, "1/3-1/3-1/3"},
		{[]float64{third, third, third, 0}, "1/3-1/3-1/3-0"},
		{[]float64{0.25, 0.25, 0.25, 0.25}, "1/4-1/4-1/4-1/4"},
		{[]float64{0.5, 0.5, 0, 0}, "1/2-1/2-0-0"},
		{[]float64{0, 1, 0, 0, 0}, "0-1-0-0-0"},
		{[]float64{0.2, 0.2, 0.2, 0.2, 0.2}, "1/5-1/5-1/5-1/5-1/5"},
		{[]float64{0.25, 0.25, 0.25, 0.25, 0}, "1/4-1/4-1/4-1/4-0"},
		{[]float64{0.5, 0, 0.5, 0, 0}, "1/2-0-1/2-0-0"},
		// Rounding noise from summed shares still gives clean fractions.
		{[]float64{0.1 + 0.2 + 0.2, 0.5}, "1/2-1/2"},
		{[]float64{1 - 1e-12, 1e-12}, "1-0"},
		{[]float64{third + 1e-12, third, third - 1e-12}, "1/3-1/3-1/3"},
		// A share with no small denominator is written as a decimal.
		{[]float64{0.7, 0.3}, "0.7-0.3"},
	}
	for _, tt := range tests {
		if got := rules.ResultString(tt.results); got != tt.want {
			t.Errorf("ResultString(%v) = %q, want %q", tt.results, got, tt.want)
		}
	}
}

func TestScoresString(t *testing.T) {
	tests := []struct {
		scores []int
		want   string
	}{
		{nil, ""},
		{[]int{0}, "0"},
		{[]int{12, -5}, "12 -5"},
		{[]int{3, 0, 7, 1, 89}, "3 0 7 1 89"},
	}
	for _, tt := range tests {
		if got := rules.ScoresString(tt.scores); got != tt.want {
			t.Errorf("ScoresString(%v) = %q, want %q", tt.scores, got, tt.want)
		}
	}
}
