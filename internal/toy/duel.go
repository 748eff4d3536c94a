package toy

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"impasse/rules"
)

// Duel is a high-card duel with hidden cards. The cards 1 to Cards are
// shuffled; each seat gets one card face down, which only it sees, and the
// rest form the deck. The first seat, then the second, either keeps its
// card or puts it aside face down and draws the top card of the deck.
// Then the cards are shown and the higher one wins.
//
// The second seat holding 5 of 7 cards after the first kept should keep:
// it wins against 4 of the 6 cards it has not seen, while drawing wins
// half the time. Were it to peek and see a 6, it would draw instead.
//
// The deal comes from the Seed option, or is given outright by the Deal
// option (the cards in order: the first seat's, the second seat's, then
// the deck from the top). Setup returns the deal, so a record replays
// exactly.
type Duel struct{}

// Duel moves.
const (
	Keep rules.Move = 0
	Draw rules.Move = 1
)

// Info describes Duel.
func (Duel) Info() rules.Info {
	return rules.Info{ID: "toy-duel", Title: "High-card duel", MinPlayers: 2, MaxPlayers: 2, Chance: true, Hidden: true}
}

// Options offers the number of cards (3 to 20, default 7), the seed of
// the shuffle and an explicit deal.
func (Duel) Options() []rules.Option {
	return []rules.Option{
		twoPlayers,
		{Key: "Cards", Default: "7"},
		{Key: rules.KeySeed, Default: "1"},
		{Key: "Deal"},
	}
}

// New deals the cards.
func (g Duel) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 2); err != nil {
		return nil, err
	}
	n, err := intOption(opts, "Cards", 7, 3, 20)
	if err != nil {
		return nil, err
	}
	seed := opts.Get(rules.KeySeed, "1")
	var deal []int8
	if d := opts.Get("Deal", ""); d != "" {
		if deal, err = parseDeal(d, n); err != nil {
			return nil, err
		}
	} else {
		x, err := strconv.ParseUint(seed, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s %q: want a number", rules.KeySeed, seed)
		}
		rng := rand.New(rand.NewPCG(x, 0xd0e1))
		for _, c := range rng.Perm(n) {
			deal = append(deal, int8(c+1))
		}
	}
	s := &DuelState{n: n, seed: seed, deal: deal, viewer: -1}
	s.hand = [2]int8{deal[0], deal[1]}
	s.deck = append([]int8(nil), deal[2:]...)
	return s, nil
}

// parseDeal reads a deal: a permutation of 1..n, comma-separated.
func parseDeal(d string, n int) ([]int8, error) {
	parts := strings.Split(d, ",")
	if len(parts) != n {
		return nil, fmt.Errorf("deal %q: want the %d cards in order", d, n)
	}
	seen := make([]bool, n+1)
	deal := make([]int8, n)
	for i, p := range parts {
		c, err := strconv.Atoi(p)
		if err != nil || c < 1 || c > n || seen[c] {
			return nil, fmt.Errorf("deal %q: want each card 1 to %d once", d, n)
		}
		seen[c] = true
		deal[i] = int8(c)
	}
	return deal, nil
}

// DuelState is a position of Duel, or a seat's view of one: in a view,
// the cards the seat has not seen are 0.
type DuelState struct {
	n      int
	seed   string  // the Seed option ("" in views and samples)
	deal   []int8  // the deal (nil in views and samples)
	hand   [2]int8 // each seat's card
	aside  [2]int8 // the card a seat put aside when it drew
	drew   [2]bool
	deck   []int8 // from the top
	turn   int    // the seat to move; 2 once over
	viewer int    // the seat whose view this is, or -1
}

// Hand returns the card of seat (0 when unknown in a view).
func (s *DuelState) Hand(seat int) int { return int(s.hand[seat]) }

func (s *DuelState) Players() int { return 2 }

func (s *DuelState) ToMove() int {
	if s.turn == 2 {
		return rules.Nobody
	}
	return s.turn
}

func (s *DuelState) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.turn == 2 {
		return buf
	}
	buf = append(buf, Keep)
	if len(s.deck) > 0 {
		buf = append(buf, Draw)
	}
	return buf
}

func (s *DuelState) Apply(m rules.Move) {
	if m == Draw {
		t := s.turn
		s.aside[t], s.hand[t], s.drew[t] = s.hand[t], s.deck[0], true
		s.deck = s.deck[1:]
	}
	s.turn++
}

func (s *DuelState) Over() bool { return s.turn == 2 }

func (s *DuelState) Results() []float64 {
	switch {
	case !s.Over():
		return nil
	case s.hand[0] > s.hand[1]:
		return []float64{1, 0}
	case s.hand[0] < s.hand[1]:
		return []float64{0, 1}
	}
	return []float64{0.5, 0.5} // only in a view where a card is unknown
}

// Scores shows the cards once the game is over.
func (s *DuelState) Scores() []int {
	if !s.Over() {
		return []int{0, 0}
	}
	return []int{int(s.hand[0]), int(s.hand[1])}
}

func (s *DuelState) Clone() rules.State {
	c := *s
	c.deck = append([]int8(nil), s.deck...)
	return &c
}

func (s *DuelState) Hash() uint64 {
	h := mix(uint64(s.n), uint64(s.turn))
	for i := range 2 {
		h = mix(h, uint64(s.hand[i]))
		h = mix(h, uint64(s.aside[i]))
		if s.drew[i] {
			h = mix(h, 99)
		}
	}
	for _, c := range s.deck {
		h = mix(h, uint64(c))
	}
	return h
}

func (s *DuelState) MoveString(m rules.Move) string {
	if m == Draw {
		return "draw"
	}
	return "keep"
}

func (s *DuelState) ParseMove(text string) (rules.Move, error) { return parseListed(s, text) }

// Setup returns the number of cards, the seed and the deal.
func (s *DuelState) Setup() rules.Options {
	o := rules.Options{rules.KeyPlayers: "2", "Cards": strconv.Itoa(s.n)}
	if s.seed != "" {
		o[rules.KeySeed] = s.seed
	}
	if s.deal != nil {
		parts := make([]string, len(s.deal))
		for i, c := range s.deal {
			parts[i] = strconv.Itoa(int(c))
		}
		o["Deal"] = strings.Join(parts, ",")
	}
	return o
}

func card(c int8) string {
	if c == 0 {
		return "?"
	}
	return strconv.Itoa(int(c))
}

func (s *DuelState) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "cards %d\n", s.n)
	for i := range 2 {
		fmt.Fprintf(&b, "seat %d: %s", i, card(s.hand[i]))
		if s.drew[i] {
			fmt.Fprintf(&b, " (drew, put aside %s)", card(s.aside[i]))
		}
		b.WriteString("\n")
	}
	b.WriteString("deck:")
	for _, c := range s.deck {
		b.WriteString(" " + card(c))
	}
	if s.Over() {
		b.WriteString("\nshowdown\n")
	} else {
		fmt.Fprintf(&b, "\nseat %d to move\n", s.turn)
	}
	return b.String()
}

// MoveSpace bounds the moves: keep and draw.
func (s *DuelState) MoveSpace() int { return 2 }

// View hides from seat the other seat's cards (until the showdown) and
// the deck; View(-1) hides both seats' cards.
func (s *DuelState) View(seat int) rules.State {
	v := s.Clone().(*DuelState)
	v.seed, v.deal, v.viewer = "", nil, seat
	for o := range v.hand {
		if o == seat {
			continue
		}
		if !s.Over() {
			v.hand[o] = 0
		}
		v.aside[o] = 0
	}
	for i := range v.deck {
		v.deck[i] = 0
	}
	return v
}

// Sample deals the cards seat has not seen at random into the places it
// cannot see.
func (s *DuelState) Sample(seat int, rng *rand.Rand) rules.State {
	v := s.View(seat).(*DuelState)
	v.viewer = -1
	seen := make([]bool, s.n+1)
	for i := range 2 {
		seen[v.hand[i]] = true
		seen[v.aside[i]] = true
	}
	var unseen []int8
	for c := 1; c <= s.n; c++ {
		if !seen[c] {
			unseen = append(unseen, int8(c))
		}
	}
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	fill := func(c *int8) {
		if *c == 0 && len(unseen) > 0 {
			*c, unseen = unseen[0], unseen[1:]
		}
	}
	for i := range 2 {
		fill(&v.hand[i])
		if v.drew[i] {
			fill(&v.aside[i])
		}
	}
	for i := range v.deck {
		fill(&v.deck[i])
	}
	return v
}
