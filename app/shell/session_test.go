package shell

import (
	"strings"
	"testing"

	_ "impasse/app/views" // the games, registered
	"impasse/rules"
	"impasse/rules/blockers"
	"impasse/rules/blokusduo"
)

func duo(t *testing.T, seats ...Seat) *Session {
	t.Helper()
	s, err := NewSession(blokusduo.Game{}, rules.Options{}, seats, 4)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func playText(t *testing.T, s *Session, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.State().ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if err := s.Play(m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

func moveTexts(s *Session) string { return strings.Join(s.Record().Moves, " ") }

// reread returns s saved and read back.
func reread(t *testing.T, s *Session) *Session {
	t.Helper()
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Unmarshal(data, lookupGame)
	if err != nil {
		t.Fatal(err)
	}
	return back
}

func TestNewSessionErrors(t *testing.T) {
	if _, err := NewSession(blokusduo.Game{}, nil, []Seat{{}}, 4); err == nil {
		t.Errorf("one seat for two players: got no error")
	}
	if _, err := NewSession(blokusduo.Game{}, nil, []Seat{{}, {AI: true, Level: 9}}, 4); err == nil {
		t.Errorf("level 9 of 4: got no error")
	}
	if _, err := NewSession(blokusduo.Game{}, rules.Options{rules.KeyPlayers: "3"}, []Seat{{}, {}}, 4); err == nil {
		t.Errorf("3 players: got no error")
	}
}

// Against the computer, undo takes back the computer's reply and the
// person's move; redo plays both again.
func TestUndoRedoAgainstComputer(t *testing.T) {
	s := duo(t, Seat{}, Seat{AI: true, Level: 2})
	playText(t, s, "e10", "j5", "f11,g11", "k6,k7")
	if !s.HumanTurn() {
		t.Fatalf("person's turn expected")
	}
	if !s.Undo() {
		t.Fatal("Undo() = false")
	}
	if got, want := moveTexts(s), "e10 j5"; got != want {
		t.Errorf("after undo: %q, want %q", got, want)
	}
	if !s.HumanTurn() {
		t.Errorf("after undo: not the person's turn")
	}
	if !s.Redo() {
		t.Fatal("Redo() = false")
	}
	if got, want := moveTexts(s), "e10 j5 f11,g11 k6,k7"; got != want {
		t.Errorf("after redo: %q, want %q", got, want)
	}
	if s.CanRedo() {
		t.Errorf("CanRedo() after redoing everything")
	}
	// Undo while the computer thinks (the person just moved).
	playText(t, s, "h12,h13,i13")
	s.Undo()
	if got, want := moveTexts(s), "e10 j5 f11,g11 k6,k7"; got != want {
		t.Errorf("undo during the computer's turn: %q, want %q", got, want)
	}
	// A different move clears redo; the same move keeps it.
	s.Undo()
	playText(t, s, "f11,g11")
	if !s.CanRedo() {
		t.Errorf("replaying the undone move dropped the redo list")
	}
	s.Undo()
	playText(t, s, "d11,d12")
	if s.CanRedo() {
		t.Errorf("a new move kept the redo list")
	}
}

// Two people on one device: undo takes back one move.
func TestUndoHotseat(t *testing.T) {
	s := duo(t, Seat{}, Seat{})
	playText(t, s, "e10", "j5", "f11,g11")
	s.Undo()
	if got, want := moveTexts(s), "e10 j5"; got != want {
		t.Errorf("hotseat undo: %q, want %q", got, want)
	}
	s.Redo()
	if got, want := moveTexts(s), "e10 j5 f11,g11"; got != want {
		t.Errorf("hotseat redo: %q, want %q", got, want)
	}
}

// A line to step through becomes the moves Redo plays, one turn at a
// time; a line that does not replay changes nothing.
func TestFollow(t *testing.T) {
	s := duo(t, Seat{}, Seat{})
	playText(t, s, "e10")
	if err := s.Follow([]string{"j5", "e10"}); err == nil {
		t.Error("Follow took a line with an illegal second move")
	}
	if s.CanRedo() {
		t.Error("a refused line left moves to redo")
	}
	if err := s.Follow([]string{"j5", "f11,g11"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"e10 j5", "e10 j5 f11,g11"} {
		if !s.Redo() {
			t.Fatal("Redo refused")
		}
		if got := moveTexts(s); got != want {
			t.Errorf("after Redo: %q, want %q", got, want)
		}
	}
	if s.CanRedo() {
		t.Error("the line is done but Redo is offered")
	}
}

func TestResign(t *testing.T) {
	s := duo(t, Seat{}, Seat{AI: true, Level: 1})
	playText(t, s, "e10", "j5")
	if err := s.Resign(0); err != nil {
		t.Fatal(err)
	}
	if !s.Over() || s.ToMove() != rules.Nobody {
		t.Errorf("resigned game not over")
	}
	if r := s.Results(); r[0] != 0 || r[1] != 1 {
		t.Errorf("Results() = %v, want [0 1]", r)
	}
	rec := s.Record()
	if rec.Tag(rules.TagResigned) != "1" || rec.Tag(rules.TagResult) != "0-1" {
		t.Errorf("record tags %v", rec.Tags)
	}
	if err := s.Resign(1); err == nil {
		t.Errorf("resigning a finished game: got no error")
	}
	if s.CanUndo() {
		t.Errorf("a resigned game can be undone")
	}
}

// A saved game comes back with its seats, moves, redo list and
// resignation; anything else is refused with a reason.
func TestMarshalRoundTrip(t *testing.T) {
	s := duo(t, Seat{}, Seat{AI: true, Level: 3})
	playText(t, s, "e10", "j5", "f11,g11", "k6,k7")
	s.Undo()
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Unmarshal(data, lookupGame)
	if err != nil {
		t.Fatalf("Unmarshal: %v\n%s", err, data)
	}
	if moveTexts(back) != moveTexts(s) || back.Seats[1] != (Seat{AI: true, Level: 3}) {
		t.Errorf("round trip: %q %v, want %q %v", moveTexts(back), back.Seats, moveTexts(s), s.Seats)
	}
	if !back.Redo() || moveTexts(back) != "e10 j5 f11,g11 k6,k7" {
		t.Errorf("redo after reload: %q", moveTexts(back))
	}
	for name, bad := range map[string]string{
		"not json":      "{",
		"other version": `{"v":99,"record":""}`,
		"bad record":    `{"v":1,"record":"[Game \"blokusduo\"\n"}`,
		"unknown game":  `{"v":1,"record":"[Game \"chess\"]\n\n1. e4"}`,
		"illegal move":  `{"v":1,"record":"[Game \"blokusduo\"]\n\n1. e10 2. e11"}`,
		"bad seat":      `{"v":1,"record":"[Game \"blokusduo\"]\n[Seat2 \"robot\"]\n\n1. e10"}`,
		"bad resign":    `{"v":1,"record":"[Game \"blokusduo\"]\n[Resigned \"7\"]\n\n1. e10"}`,
	} {
		if _, err := Unmarshal([]byte(bad), lookupGame); err == nil {
			t.Errorf("%s: Unmarshal accepted %s", name, bad)
		}
	}
}

// A forced pass is offered for playing without asking, and undo skips
// over it.
func TestForcedPass(t *testing.T) {
	data := `[Game "blokusduo"]
[Seat1 "person"]
[Seat2 "computer 1"]

1. j5,j6,j7,j8,j9 2. e10,e11,e12,d13,e13 3. f9,g9,h9,h10,i10
4. a12,a13,b13,b14,c14 5. d7,c8,d8,e8,d9 6. b9,b10,c10,b11,c11 7. b6,c6,a7,b7,a8
8. g12,g13,f14,g14,h14 9. j11,i12,j12,j13,j14 10. i13 11. a3,b3,a4,b4,a5
12. h11,i11 13. l9,m9,k10,l10,l11`
	rec, err := rules.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromRecord(rec, lookupGame)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := s.Forced()
	if !ok || s.State().MoveString(m) != "pass" {
		t.Fatalf("Forced() = %v %v, want orange's pass", m, ok)
	}
	if err := s.Play(m); err != nil {
		t.Fatal(err)
	}
	playText(t, s, "f11,g11,f12,f13")
	s.Undo()
	if got := len(s.Moves()); got != 14 {
		t.Errorf("after undo: %d moves, want 14 (back to purple's turn, the pass kept)", got)
	}
}

// A new game of a game with chance deals afresh: FreshOptions keeps the
// options the game offers, drops the piles of the game before and sets
// the seed given.
func TestFreshOptions(t *testing.T) {
	g := blockers.Base{}
	old, err := g.New(rules.Options{rules.KeyPlayers: "3", rules.KeySeed: "5"})
	if err != nil {
		t.Fatal(err)
	}
	setup := old.Setup()
	if setup.Get(blockers.PileTag(0), "") == "" {
		t.Fatalf("setup %v names no pile", setup)
	}
	o := FreshOptions(g, setup, 77)
	if got, want := len(o), 2; got != want || o[rules.KeyPlayers] != "3" || o[rules.KeySeed] != "77" {
		t.Errorf("got %v, want Players 3 and Seed 77 only", o)
	}
	racks := map[string]bool{}
	for seed := uint64(1); seed <= 4; seed++ {
		s, err := g.New(FreshOptions(g, setup, seed))
		if err != nil {
			t.Fatal(err)
		}
		racks[s.(rules.Imperfect).View(0).String()] = true
	}
	if len(racks) < 4 {
		t.Errorf("4 seeds dealt %d different openings, want 4", len(racks))
	}
	// A game without chance keeps only its own options.
	if got := FreshOptions(blokusduo.Game{}, rules.Options{"Pile-red": "x"}, 1); len(got) != 0 {
		t.Errorf("Duo: got %v, want no options", got)
	}
}
