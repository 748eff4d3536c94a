package rulestest

import (
	"hash/fnv"
	"math/rand/v2"
	"testing"

	"impasse/rules"
)

// Play is the body of a game's random-play fuzz target: choices is read
// as a stream of decisions. The first bytes choose a value for each of
// the game's options that lists its values; every later byte (two bytes
// where more than 256 moves are legal) picks one of the legal moves. Each
// position reached by the stream has every invariant of Check verified
// (clone independence, a stable hash, Undo where the state implements
// rules.Undoer, the notation of every move). When the stream runs out,
// the game is finished with random moves drawn from a generator seeded by
// the stream, and the results and the record's replay are checked at the
// end.
//
//	f.Fuzz(func(t *testing.T, choices []byte) { rulestest.Play(t, mygame.Game{}, choices) })
func Play(t *testing.T, g rules.Game, choices []byte) {
	t.Helper()
	play(testReporter{t}, g, choices)
}

// FuzzPlay is a package's random-play fuzz target: it seeds the corpus
// with a few streams, then runs Play on every stream the fuzzer makes.
// A package of several games gives them all; the stream's first byte
// then chooses the game.
//
//	func FuzzPlay(f *testing.F) { rulestest.FuzzPlay(f, mygame.Game{}) }
func FuzzPlay(f *testing.F, games ...rules.Game) {
	for _, seed := range [][]byte{
		{},
		{0, 0, 0, 0, 0, 0, 0, 0},
		{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12},
		{255, 254, 253, 252, 251, 250, 249, 248, 247, 246},
	} {
		if len(games) == 1 {
			f.Add(seed)
			continue
		}
		for i := range games {
			f.Add(append([]byte{byte(i)}, seed...))
		}
	}
	f.Fuzz(func(t *testing.T, choices []byte) {
		g := games[0]
		if len(games) > 1 && len(choices) > 0 {
			g, choices = games[int(choices[0])%len(games)], choices[1:]
		}
		Play(t, g, choices)
	})
}

func play(t reporter, g rules.Game, choices []byte) {
	t.Helper()
	h := fnv.New64a()
	h.Write(choices)
	rng := rand.New(rand.NewPCG(h.Sum64(), uint64(len(choices))))
	next := func(n int) int {
		if n <= 256 {
			if len(choices) == 0 {
				return -1
			}
			c := int(choices[0])
			choices = choices[1:]
			return c % n
		}
		if len(choices) < 2 {
			choices = nil
			return -1
		}
		c := int(choices[0])<<8 | int(choices[1])
		choices = choices[2:]
		return c % n
	}
	opts := rules.Options{}
	for _, o := range g.Options() {
		if len(o.Values) == 0 {
			continue
		}
		if i := next(len(o.Values)); i >= 0 {
			opts[o.Key] = o.Values[i]
		}
	}
	start, err := g.New(opts)
	if err != nil {
		// Not every combination of values makes a game.
		return
	}
	s := start.Clone()
	var moves []rules.Move
	var legal []rules.Move
	var played []string
	for ply := 0; !s.Over(); ply++ {
		if ply >= maxPlayPlies {
			t.Errorf("game not over after %d moves:\n%s", ply, s)
			return
		}
		legal = s.Legal(legal)
		if len(legal) == 0 {
			t.Errorf("Legal() is empty before the end\nposition:\n%s", s)
			return
		}
		i := next(len(legal))
		if i >= 0 {
			if !checkPosition(t, s, true, played, rng) {
				t.Logf("moves so far: %s", rules.NewRecord(g, start, moves).String())
				return
			}
			if len(played) < maxPlayed {
				played = append(played, s.MoveString(legal[i]))
			}
		}
		m := pick(s, legal, rng)
		if i >= 0 {
			m = legal[i]
		}
		moves = append(moves, m)
		s.Apply(m)
	}
	checkResults(t, s)
	checkRecord(t, g, start, moves, s)
}

// maxPlayPlies bounds a game played by Play.
const maxPlayPlies = 10000

// Records returns the records of n random games of g with its default
// options, as seeds for a record fuzz target.
func Records(g rules.Game, n int) []string {
	var texts []string
	for i := range n {
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		start, err := g.New(nil)
		if err != nil {
			return texts
		}
		s := start.Clone()
		var moves []rules.Move
		for ply := 0; !s.Over() && ply < maxPlayPlies; ply++ {
			m := pick(s, s.Legal(nil), rng)
			moves = append(moves, m)
			s.Apply(m)
		}
		texts = append(texts, rules.NewRecord(g, start, moves).String())
	}
	return texts
}
