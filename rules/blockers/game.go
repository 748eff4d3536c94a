// Package blockers implements Blockers!, Kory Heith's game for 2 to 5
// players (Amigo / Griffon; first published as Uptown), and its expert
// variant for two players with two colours each.
//
// Players place the tiles of their colour on a 9 × 9 board, a number in
// its column, a letter in its row, a symbol in its 3 × 3 box, the wild
// tile anywhere, capturing another colour's tile when its removal splits
// no group; the fewest groups plus captures in one colour wins. The racks
// are hidden, so a State implements rules.Imperfect: View masks what a
// seat cannot see and Sample redraws it from the unseen tiles.
//
// A move is written "7@C7", "moon@G2", "wild@E5", "pass", and in the
// expert variant "yellow:7@C7". The shuffle is part of the record: one
// Pile-colour tag per colour lists its 28 tiles in draw order, and First
// names the colour that plays first, so a record replays exactly.
package blockers

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"impasse/rules"
)

// Game IDs.
const (
	BaseID   = "blockers"
	ExpertID = "blockers-expert"
)

// Setup tag names: TagFirst names the colour that plays first, and
// PileTag(c) lists colour c's tiles in draw order.
const (
	TagFirst   = "First"
	pilePrefix = "Pile-"
)

// PileTag returns the name of the tag holding colour c's draw pile:
// "Pile-red".
func PileTag(c int) string { return pilePrefix + ColourNames[c] }

// DefaultPlayers is the number of seats of a base game when the Players
// option is absent. Four is the middle of the 2–5 range and the table the
// board is made for: 96 placements on 81 squares make captures, the heart
// of the game, unavoidable, while waits between a person's turns against
// three AIs stay short.
const DefaultPlayers = 4

// Base is Blockers! for 2 to 5 players, one colour each.
type Base struct{}

// Expert is the expert variant for two players, two colours each: the
// first player red and yellow, the second blue and green.
type Expert struct{}

// Info describes Blockers!.
func (Base) Info() rules.Info {
	return rules.Info{ID: BaseID, Title: "Blockers!", MinPlayers: 2, MaxPlayers: 5, LowWins: true, OnPoints: true, Chance: true, Hidden: true}
}

// Info describes the expert variant.
func (Expert) Info() rules.Info {
	return rules.Info{ID: ExpertID, Title: "Blockers! expert", MinPlayers: 2, MaxPlayers: 2, LowWins: true, OnPoints: true, Chance: true, Hidden: true}
}

// seedOption is the Seed option: any decimal uint64. The app passes a
// random one for each new game; the default 0 gives one fixed shuffle.
var seedOption = rules.Option{Key: rules.KeySeed, Default: "0"}

// Options offers the number of players and the seed of the shuffle.
func (Base) Options() []rules.Option {
	return []rules.Option{
		{Key: rules.KeyPlayers, Values: []string{"2", "3", "4", "5"}, Default: strconv.Itoa(DefaultPlayers)},
		seedOption,
	}
}

// Options offers the seed of the shuffle.
func (Expert) Options() []rules.Option { return []rules.Option{seedOption} }

// New returns the start position. With Pile-colour tags for every
// colour of the game (each its 28 tiles in draw order) it deals those
// piles, and the colour named by First (red when absent) plays first.
// Without them it shuffles each colour's tiles with a PCG generator
// seeded by the Seed option and draws the first player from it too
// (unless First names one). A bad tag is an error saying what is wrong.
func (g Base) New(opts rules.Options) (rules.State, error) {
	n, err := rules.PlayerCount(g.Info(), opts, DefaultPlayers)
	if err != nil {
		return nil, err
	}
	return setup(false, n, opts)
}

// New returns the start position of the expert variant; see Base.New for
// the tags it reads. First may name either colour of a player.
func (g Expert) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 2); err != nil {
		return nil, err
	}
	return setup(true, 2, opts)
}

// Shuffle returns the piles and first seat the seed gives: each colour's
// 28 tiles shuffled in colour order by one PCG generator, then the first
// seat drawn from it.
func Shuffle(seed uint64, colours, players int) (piles [NumColours][TilesPerColour]int8, first int) {
	rng := rand.New(rand.NewPCG(seed, 0xb10c4e25))
	for c := 0; c < colours; c++ {
		for k := range piles[c] {
			piles[c][k] = int8(k)
		}
		rng.Shuffle(TilesPerColour, func(i, j int) { piles[c][i], piles[c][j] = piles[c][j], piles[c][i] })
	}
	return piles, rng.IntN(players)
}

func setup(expert bool, players int, opts rules.Options) (*State, error) {
	colours := players
	if expert {
		colours = 4
	}
	var piles [NumColours][TilesPerColour]int8
	given := 0
	var missing []string
	for c := 0; c < NumColours; c++ {
		text := opts.Get(PileTag(c), "")
		if text == "" {
			if c < colours {
				missing = append(missing, PileTag(c))
			}
			continue
		}
		if c >= colours {
			return nil, fmt.Errorf("%s: %s does not play in %s", PileTag(c), ColourNames[c], gameName(expert, players))
		}
		p, err := ParsePile(text)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", PileTag(c), err)
		}
		piles[c] = p
		given++
	}
	if given > 0 && given < colours {
		return nil, fmt.Errorf("%s missing: give the piles of all %d colours or none", strings.Join(missing, ", "), colours)
	}
	first := 0
	if given == 0 {
		text := opts.Get(rules.KeySeed, "0")
		seed, err := strconv.ParseUint(text, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s %s is not a whole number from 0 to %d", rules.KeySeed, rules.Quote(text), uint64(math.MaxUint64))
		}
		piles, first = Shuffle(seed, colours, players)
	}
	if text := opts.Get(TagFirst, ""); text != "" {
		c, err := ParseColour(strings.TrimSpace(text))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", TagFirst, err)
		}
		if c >= colours {
			return nil, fmt.Errorf("%s: %s does not play in %s", TagFirst, ColourNames[c], gameName(expert, players))
		}
		first = c % players
	}
	return newState(expert, players, piles, first), nil
}

func gameName(expert bool, players int) string {
	if expert {
		return "the expert variant"
	}
	return fmt.Sprintf("a %d-player game", players)
}

// ParsePile reads a pile tag's value: the 28 tile names of one colour
// separated by spaces, each exactly once, in draw order.
func ParsePile(text string) ([TilesPerColour]int8, error) {
	var p [TilesPerColour]int8
	fields := strings.Fields(text)
	if len(fields) != TilesPerColour {
		return p, fmt.Errorf("%d tiles, want %d", len(fields), TilesPerColour)
	}
	var seen uint32
	for i, f := range fields {
		k, err := ParseTile(f)
		if err != nil {
			return p, fmt.Errorf("tile %d: %v", i+1, err)
		}
		if seen&(1<<uint(k)) != 0 {
			return p, fmt.Errorf("tile %s appears twice", TileName(k))
		}
		seen |= 1 << uint(k)
		p[i] = int8(k)
	}
	return p, nil
}

// PileString writes a pile in the tag's format.
func PileString(p [TilesPerColour]int8) string {
	names := make([]string, len(p))
	for i, k := range p {
		names[i] = TileName(Kind(k))
	}
	return strings.Join(names, " ")
}

// Setup returns the tags that recreate the start of this game: the number
// of players, each colour's pile in draw order and the colour that played
// first. A view or a sample does not know the piles: its setup names the
// players and First only.
func (s *State) Setup() rules.Options {
	o := rules.Options{
		rules.KeyPlayers: strconv.Itoa(int(s.players)),
		TagFirst:         ColourNames[s.first],
	}
	for c := 0; c < int(s.colours); c++ {
		if s.pile[c][0] == unknownTile {
			return rules.Options{rules.KeyPlayers: o[rules.KeyPlayers], TagFirst: o[TagFirst]}
		}
		o[PileTag(c)] = PileString(s.pile[c])
	}
	return o
}

// levels are the AI levels of both games, weakest first: information-set
// MCTS (the search sees only the mover's view and deals the hidden tiles
// afresh for every simulation) over SearchMoves' best moves, with
// near-greedy playouts. Beginner picks among its few searched moves
// with noise; Strong searches for 1.5 s (some 5,000 simulations a move
// natively in a four-player opening, more later in the game).
var levels = []rules.Level{
	{Name: "Beginner", Search: rules.SearchMCTS, Iterations: 30, Noise: 0.6},
	{Name: "Easy", Search: rules.SearchMCTS, Iterations: 200},
	{Name: "Medium", Search: rules.SearchMCTS, Iterations: 1000, Millis: 1000},
	{Name: "Strong", Search: rules.SearchMCTS, Millis: 1500},
}

// Levels lists the AI levels, weakest first, with their ratings in this
// game (impasse ratings; 0: not measured yet).
func (Base) Levels() []rules.Level { return rules.WithRatings(levels, 800, 1721, 1910, 0) }

// Levels lists the AI levels, weakest first, with their ratings in this
// game (impasse ratings; 0: not measured yet).
func (Expert) Levels() []rules.Level { return rules.WithRatings(levels, 800, 1721, 2136, 0) }
