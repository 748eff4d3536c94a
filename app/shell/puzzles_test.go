//go:build !wasm

package shell

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/rules"
	"impasse/rules/puzzle"
)

// shippedPuzzle returns the first shipped puzzle of game id whose line
// has plies moves.
func shippedPuzzle(t *testing.T, id string, plies int) (rules.Game, *puzzle.Puzzle) {
	t.Helper()
	g, ok := rules.Lookup(id)
	if !ok {
		t.Fatalf("no game %s", id)
	}
	ps, err := puzzle.Parse(puzzle.Shipped()[id], puzzle.KindOf(g))
	if err != nil {
		t.Fatal(err)
	}
	for i := range ps {
		if ps[i].Plies() == plies {
			return g, &ps[i]
		}
	}
	t.Fatalf("no puzzle of %s in %d moves", id, plies)
	return nil, nil
}

// legalOther returns a legal move of s other than m, if there is one.
func legalOther(s rules.State, m rules.Move) (rules.Move, bool) {
	for _, o := range s.Legal(nil) {
		if o != m {
			return o, true
		}
	}
	return 0, false
}

// TestTrial walks a puzzle in three moves: a wrong move is refused and
// leaves the position, each right move waits for the defence, which
// reply plays from the line, and the last move solves it.
func TestTrial(t *testing.T) {
	g, p := shippedPuzzle(t, "blocus", 5)
	tr, err := newTrial(g, p)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tr.moves(), 3; got != want {
		t.Errorf("moves() = %v, want %v", got, want)
	}
	start := tr.state().Hash()
	wrong := 0
	for k := 0; k < len(tr.line); k += 2 {
		right := tr.line[k]
		if other, ok := legalOther(tr.state(), right); ok {
			wrong++
			if tr.try(other) {
				t.Fatalf("move %d: a wrong move was taken", k+1)
			}
		}
		if got, want := tr.played, k; got != want {
			t.Errorf("move %d: played = %v after a wrong move, want %v", k+1, got, want)
		}
		if next, ok := tr.next(); !ok || next != right {
			t.Errorf("move %d: next() = %v, %v, want %v, true", k+1, next, ok, right)
		}
		if tr.reply() {
			t.Errorf("move %d: reply() played the defence on the solver's turn", k+1)
		}
		if !tr.try(right) {
			t.Fatalf("move %d: the line's move was refused", k+1)
		}
		if tr.done() {
			break
		}
		if tr.solverTurn() || tr.try(tr.line[k+1]) {
			t.Errorf("move %d: the solver may move before the defence", k+1)
		}
		if !tr.reply() {
			t.Fatalf("move %d: no defence", k+1)
		}
	}
	if got, want := tr.missed, wrong; got != want || wrong == 0 {
		t.Errorf("missed = %v, want %v", got, want)
	}
	if !tr.solved() || !tr.state().Over() {
		t.Errorf("solved() = %v, over %v, want true, true", tr.solved(), tr.state().Over())
	}
	tr.restart()
	if got, want := tr.state().Hash(), start; got != want {
		t.Errorf("restart: position %x, want %x", got, want)
	}
}

// TestTrialAlone walks a puzzle played alone (Solitaire): every move is
// the player's, none is the defence's; a wrong move is refused and
// leaves the position; the last move solves it, leaving one piece, and
// the task says so.
func TestTrialAlone(t *testing.T) {
	g, _ := rules.Lookup("solitaire")
	ps, err := puzzle.Parse(puzzle.Shipped()["solitaire"], puzzle.Alone)
	if err != nil || len(ps) == 0 {
		t.Fatalf("Solitaire's puzzles: %d (error %v)", len(ps), err)
	}
	tr, err := newTrial(g, &ps[0])
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tr.moves(), len(ps[0].Line); !tr.alone || got != want || tr.score != 1 {
		t.Errorf("alone %v, moves() = %v, score %v: want true, %v, 1", tr.alone, got, tr.score, want)
	}
	wrong := 0
	for k, right := range tr.line {
		if !tr.solverTurn() || tr.reply() {
			t.Fatalf("move %d: not the player's turn, or a defence played", k+1)
		}
		if other, ok := legalOther(tr.state(), right); ok {
			wrong++
			if tr.try(other) {
				t.Fatalf("move %d: a wrong move was taken", k+1)
			}
		}
		if !tr.try(right) || tr.played != k+1 {
			t.Fatalf("move %d: the line's move was refused, played = %v", k+1, tr.played)
		}
	}
	if !tr.solved() || tr.missed != wrong || tr.state().Scores()[0] != 1 {
		t.Errorf("solved() = %v, missed %v, pieces left %v: want true, %v, 1", tr.solved(), tr.missed, tr.state().Scores()[0], wrong)
	}
	p := &puzzlePage{game: "solitaire", t: tr}
	for _, tt := range []struct {
		l    i18n.Lang
		want string
	}{
		{i18n.English, fmt.Sprintf("Leave only one piece on the board, in %d moves.", len(tr.line))},
		{i18n.French, fmt.Sprintf("Ne laissez qu'une pièce sur le plateau, en %d coups.", len(tr.line))},
	} {
		if got := p.task(tt.l, tr); got != tt.want {
			t.Errorf("task in %s: got %q, want %q", tt.l, got, tt.want)
		}
	}
	if got, want := p.textKey("puz.wrong"), "puz.wrongAlone"; got != want {
		t.Errorf("textKey = %v, want %v", got, want)
	}
}

// TestTrialOnPoints walks a puzzle won on points (Blokus Duo): only its
// first move is the player's; a wrong one is refused and leaves the
// position; after the right one the rest of the line plays the game out,
// none of it the player's; the task says what is asked: the only move
// that wins, the only one that does not lose, or the best by so many
// points, in English and French.
func TestTrialOnPoints(t *testing.T) {
	g, _ := rules.Lookup("blokusduo")
	ps, err := puzzle.Parse(puzzle.Shipped()["blokusduo"], puzzle.OnPoints)
	if err != nil || len(ps) == 0 {
		t.Fatalf("Blokus Duo's puzzles: %d (error %v)", len(ps), err)
	}
	i := slices.IndexFunc(ps, func(p puzzle.Puzzle) bool { return p.Plies() > 1 })
	if i < 0 {
		t.Fatal("no puzzle of Blokus Duo whose answer does not end the game")
	}
	tr, err := newTrial(g, &ps[i])
	if err != nil {
		t.Fatal(err)
	}
	if !tr.onPoints || tr.moves() != 1 || tr.by != ps[i].By {
		t.Errorf("onPoints %v, moves() = %v, by %v: want true, 1, %v", tr.onPoints, tr.moves(), tr.by, ps[i].By)
	}
	start := tr.state().Hash()
	other, ok := legalOther(tr.state(), tr.line[0])
	if !ok || tr.try(other) || tr.missed != 1 || tr.state().Hash() != start {
		t.Fatalf("a wrong move: taken %v, missed %v, the position kept %v", !ok || tr.played > 0, tr.missed, tr.state().Hash() == start)
	}
	if !tr.try(tr.line[0]) {
		t.Fatal("the answer was refused")
	}
	for tr.played < len(tr.line) {
		if tr.solverTurn() || tr.try(tr.line[tr.played]) {
			t.Fatalf("move %d of the line is the player's", tr.played+1)
		}
		tr.step()
	}
	if !tr.solved() || !tr.state().Over() {
		t.Errorf("solved() = %v, over %v, want true, true", tr.solved(), tr.state().Over())
	}
	sc := tr.state().Scores()
	if got, want := tr.margin, sc[tr.solver()]-sc[1-tr.solver()]; got != want {
		t.Errorf("margin = %v, want %v", got, want)
	}
	p := &puzzlePage{game: "blokusduo", t: tr}
	if got, want := p.scoresText(i18n.English), "With the best play on both sides, the game ends: Purple "+scoreText(sc[0])+" points, Orange "+scoreText(sc[1])+"."; got != want {
		t.Errorf("scoresText = %q, want %q", got, want)
	}
	tr.restart()
	sc = tr.state().Scores()
	if got, want := p.scoresText(i18n.French), "Le score à présent : Purple "+scoreText(sc[0])+" points, Orange "+scoreText(sc[1])+"."; got != want {
		t.Errorf("scoresText before the end = %q, want %q", got, want)
	}
	for _, tt := range []struct {
		margin, by int
		l          i18n.Lang
		want       string
	}{
		{5, 7, i18n.English, "Purple to play: find the only move that wins the game."},
		{5, 5, i18n.French, "Violet joue : trouvez le seul coup qui gagne la partie."},
		{0, 2, i18n.English, "Purple to play: find the only move that does not lose."},
		{0, 2, i18n.French, "Violet joue : trouvez le seul coup qui ne perd pas."},
		{4, 3, i18n.English, "Purple to play: find the best move. Every other ends the game at least 3 points worse."},
		{-2, 5, i18n.French, "Violet joue : trouvez le meilleur coup. Tout autre finit la partie avec au moins 5 points de moins."},
	} {
		tr.margin, tr.by = tt.margin, tt.by
		if got := p.task(tt.l, tr); !strings.HasSuffix(got, strings.SplitN(tt.want, " ", 2)[1]) {
			t.Errorf("margin %d by %d in %s: got %q, want %q", tt.margin, tt.by, tt.l, got, tt.want)
		}
	}
	if got, want := p.textKey("puz.wrong"), "puz.wrongPoints"; got != want {
		t.Errorf("textKey = %v, want %v", got, want)
	}
}

// TestTrialSolution shows the solution: it plays the whole line, and the
// puzzle does not count as solved.
func TestTrialSolution(t *testing.T) {
	g, p := shippedPuzzle(t, "saute", 3)
	tr, err := newTrial(g, p)
	if err != nil {
		t.Fatal(err)
	}
	tr.try(tr.line[0])
	tr.showSolution()
	if got, want := tr.played, 0; got != want {
		t.Errorf("showSolution: played = %v, want %v", got, want)
	}
	n := 0
	for tr.step() {
		n++
	}
	if n != len(tr.line) || !tr.done() || tr.solved() {
		t.Errorf("the solution played %d moves, done %v, solved %v: want %d, true, false", n, tr.done(), tr.solved(), len(tr.line))
	}
	// Tried again once shown, the line played does not count.
	tr.restart()
	for k := 0; k < len(tr.line); k += 2 {
		if !tr.try(tr.line[k]) {
			t.Fatalf("move %d refused after the solution", k+1)
		}
		tr.reply()
	}
	if !tr.done() || tr.solved() {
		t.Errorf("played again after the solution: done %v, solved %v, want true, false", tr.done(), tr.solved())
	}
}

// TestTrialDamaged refuses a puzzle whose line does not replay or does
// not win, and a file that does not parse.
func TestTrialDamaged(t *testing.T) {
	g, p := shippedPuzzle(t, "alignement", 1)
	bad := *p
	bad.Line = []string{"Z99"}
	if _, err := newTrial(g, &bad); err == nil {
		t.Errorf("newTrial with the line %v: got no error", bad.Line)
	}
	bad.Line = nil
	if _, err := newTrial(g, &bad); err == nil {
		t.Error("newTrial with no line: got no error")
	}
	bad = *p
	bad.Moves = append(slices.Clone(p.Moves), "A1-A2-A3")
	if _, err := newTrial(g, &bad); err == nil {
		t.Errorf("newTrial with the moves %v: got no error", bad.Moves)
	}
	if _, err := puzzle.Parse("a | b\n", puzzle.Win); err == nil {
		t.Error("Parse of a damaged file: got no error")
	}
}

// TestDailyPuzzle picks the same puzzle for a date every time, within
// the puzzles, and different ones over the days.
func TestDailyPuzzle(t *testing.T) {
	games := []gameCount{{"a", 3}, {"b", 0}, {"c", 5}}
	seen := map[string]bool{}
	for d := 1; d <= 28; d++ {
		date := "2026-02-" + string(rune('0'+d/10)) + string(rune('0'+d%10))
		id, n, ok := dailyPuzzle(date, games)
		id2, n2, _ := dailyPuzzle(date, games)
		if !ok || id != id2 || n != n2 {
			t.Fatalf("dailyPuzzle(%s) = %s %d %v, then %s %d: want the same puzzle", date, id, n, ok, id2, n2)
		}
		if (id != "a" || n >= 3) && (id != "c" || n >= 5) {
			t.Errorf("dailyPuzzle(%s) = %s %d: no such puzzle", date, id, n)
		}
		seen[id+string(rune('0'+n))] = true
	}
	if len(seen) < 4 {
		t.Errorf("28 days gave %d puzzles of 8, want more", len(seen))
	}
	if _, _, ok := dailyPuzzle("2026-02-01", []gameCount{{"a", 0}}); ok {
		t.Error("dailyPuzzle with no puzzle: got one")
	}
	// The pick is fixed for a date: devices agree, and a change of the
	// hash would move every day's puzzle.
	if id, n, _ := dailyPuzzle("2026-11-29", []gameCount{{"alignement", 40}, {"blocus", 36}, {"saute", 40}}); id != "blocus" || n != 2 {
		t.Errorf("dailyPuzzle(2026-11-29) = %s %d, want blocus 2", id, n)
	}
}

// TestPuzzleIndex lists the shipped puzzle files in the order the games
// are registered, and reads back as written.
func TestPuzzleIndex(t *testing.T) {
	games := parseGameCounts(PuzzleIndex())
	shipped := puzzle.Shipped()
	if got, want := len(games), len(shipped); got != want {
		t.Fatalf("PuzzleIndex() = %q: %v games, want %v", PuzzleIndex(), got, want)
	}
	ids := rules.IDs()
	for i, c := range games {
		g, _ := rules.Lookup(c.ID)
		ps, _ := puzzle.Parse(shipped[c.ID], puzzle.KindOf(g))
		if c.N != len(ps) || c.N == 0 {
			t.Errorf("%s: %d puzzles listed, want %d", c.ID, c.N, len(ps))
		}
		if i > 0 && slices.Index(ids, c.ID) < slices.Index(ids, games[i-1].ID) {
			t.Errorf("%s listed after %s", c.ID, games[i-1].ID)
		}
	}
	if got, want := formatGameCounts(games), PuzzleIndex(); got != want {
		t.Errorf("formatGameCounts = %q, want %q", got, want)
	}
	if got := parseGameCounts("a:2 b c:x :3 d:-1 e:0"); !slices.Equal(got, []gameCount{{"a", 2}, {"e", 0}}) {
		t.Errorf("parseGameCounts = %v, want [{a 2} {e 0}]", got)
	}
	for _, c := range games {
		if r := parseRoute("/puzzles/" + c.ID); r != (route{page: pagePuzzles, id: c.ID}) {
			t.Errorf("parseRoute(/puzzles/%s) = %v", c.ID, r)
		}
	}
	if r := parseRoute("/puzzles/blockers"); r.page != pageNotFound {
		t.Errorf("parseRoute(/puzzles/blockers) = %v, want not found: it has no puzzles", r)
	}
	if r := parseRoute("/daily"); r.page != pageDaily {
		t.Errorf("parseRoute(/daily) = %v, want the puzzle of the day", r)
	}
}

// TestPuzzleKey gives a puzzle the same key whatever its place in its
// file, and another puzzle another key.
func TestPuzzleKey(t *testing.T) {
	ps, err := puzzle.Parse(puzzle.Shipped()["saute"], puzzle.Win)
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	for i := range ps {
		k := puzzleKey("saute", &ps[i])
		if !strings.HasPrefix(k, "saute/") || keys[k] {
			t.Errorf("puzzle %d: key %s, want a new one of saute", i+1, k)
		}
		keys[k] = true
	}
	again, _ := puzzle.Parse(puzzle.Shipped()["saute"], puzzle.Win)
	if got, want := puzzleKey("saute", &again[3]), puzzleKey("saute", &ps[3]); got != want {
		t.Errorf("puzzleKey read again = %v, want %v", got, want)
	}
}

// TestProgress keeps the puzzles solved, and refuses progress that
// cannot be read.
func TestProgress(t *testing.T) {
	solved := map[string]bool{"saute/1f": true, "blocus/abc": true}
	got, err := decodeProgress(encodeProgress(solved))
	if err != nil || len(got) != 2 || !got["saute/1f"] || !got["blocus/abc"] {
		t.Errorf("decodeProgress(encodeProgress(%v)) = %v, %v", solved, got, err)
	}
	for _, raw := range []string{"", "{", "[]", `{"v":2,"solved":[]}`, `{"v":1,"solved":["saute"]}`, `{"v":1,"solved":["/12"]}`, `{"v":1,"solved":["a/zz"]}`, `{"v":1,"solved":{}}`} {
		got, err := decodeProgress(raw)
		if !errors.Is(err, errProgress) || len(got) != 0 {
			t.Errorf("decodeProgress(%q) = %v, %v, want none, %v", raw, got, err, errProgress)
		}
	}
	if got, err := decodeProgress(`{"v":1,"solved":[]}`); err != nil || len(got) != 0 {
		t.Errorf("decodeProgress of none solved = %v, %v", got, err)
	}
}

// TestTaskMoves: a puzzle won in one move says "move", in more "moves",
// in each language.
func TestTaskMoves(t *testing.T) {
	for _, tc := range []struct {
		plies int
		l     i18n.Lang
		want  string
	}{
		{1, i18n.English, "to play and win in 1 move."},
		{3, i18n.English, "to play and win in 2 moves."},
		{1, i18n.French, "joue et gagne en 1 coup."},
		{3, i18n.French, "joue et gagne en 2 coups."},
	} {
		g, p := shippedPuzzle(t, "saute", tc.plies)
		tr, err := newTrial(g, p)
		if err != nil {
			t.Fatal(err)
		}
		page := &puzzlePage{game: "saute", t: tr}
		if got := page.task(tc.l, tr); !strings.HasSuffix(got, tc.want) {
			t.Errorf("%d plies in %s: got %q, want it to end %q", tc.plies, tc.l, got, tc.want)
		}
	}
}

// TestPuzzleHint: a first hint tells where the answer's move starts and
// marks only that, a second marks all of it, and the hint is then spent;
// a game whose moves have one part (a Bloqs block) is told all at once.
func TestPuzzleHint(t *testing.T) {
	for _, c := range []struct {
		id    string
		plies int
		start string
	}{
		{"saute", 1, "Hint: move your "},
		{"blockade", 1, "Hint: move your pawn on "},
		{"blokusduo", 3, "Hint: place your "},
		{"bloqs", 1, ""},
	} {
		g, p := shippedPuzzle(t, c.id, c.plies)
		tr, err := newTrial(g, p)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		pg := &puzzlePage{game: c.id, Lang: i18n.English, t: tr}
		pg.showHint(app.Context{}, app.Event{})
		if c.start != "" {
			if got, want := pg.hint, hintStart; got != want {
				t.Errorf("%s: first hint: got %v, want %v", c.id, got, want)
			}
			if got := pg.told.text(i18n.English); !strings.HasPrefix(got, c.start) || strings.Contains(got, p.Line[0]) {
				t.Errorf("%s: first hint: got %q, want %q… without the move %s", c.id, got, c.start, p.Line[0])
			}
			pg.showHint(app.Context{}, app.Event{})
		}
		if got, want := pg.hint, hintWhole; got != want {
			t.Errorf("%s: last hint: got %v, want %v", c.id, got, want)
		}
		if got, want := pg.told.key, pg.textKey("puz.hinted"); got != want {
			t.Errorf("%s: last hint: got %v, want %v", c.id, got, want)
		}
		pg.showHint(app.Context{}, app.Event{})
		if got, want := pg.hint, hintWhole; got != want {
			t.Errorf("%s: a hint more: got %v, want %v", c.id, got, want)
		}
		pg.restart(app.Context{}, app.Event{})
		if got, want := pg.hint, hintNone; got != want {
			t.Errorf("%s: restart: got %v, want %v", c.id, got, want)
		}
	}
}
