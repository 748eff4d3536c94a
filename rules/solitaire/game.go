// Package solitaire implements Solitaire, the one-player game of the
// Buchholz "Blockade" compendium (1979): 36 pieces of four colours fill
// the centre of the 12 × 12 board; a piece jumps in a straight line over
// adjacent pieces of other colours onto the nearest empty square beyond,
// and every piece jumped leaves the board. The aim is to leave one piece.
//
// The start position is reconstructed (the sheet's picture is lost) and
// kept as data: Standard. A move is written "F7-F3", the piece's start
// and landing squares.
package solitaire

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"impasse/rules"
)

// ID is the game's identifier.
const ID = "solitaire"

// Variants: the reconstructed start, or its 36 colours shuffled.
const (
	VariantStandard = "standard"
	VariantRandom   = "random"
)

// KeySetup is the record tag holding the colours of the start, 36
// letters R B Y G from row 9 to row 4, each row from D to I.
const KeySetup = "Setup"

// Standard is the reconstructed start position, written as a Setup tag:
// the sheet's 23-move solution plays from it to one piece.
const Standard = "GBGYRYBGBRYRGBGYRYRYRBGBYRYGBGRYRBGB"

// The start area: rows 4 to 9, columns D to I.
const (
	startCol  = 3 // D
	startRow  = 8 // row 9, the top row of the area, from 0
	startSide = 6
)

// Colours of the pieces; a square holds one of them or Empty.
const (
	Empty uint8 = iota
	Red
	Blue
	Yellow
	Green
)

// colourLetters are the letters of the colours in a Setup, indexed by
// colour.
const colourLetters = ".RBYG"

// Game is Solitaire.
type Game struct{}

// Info describes Solitaire: one player, fewest pieces left is best.
func (Game) Info() rules.Info {
	return rules.Info{ID: ID, Title: "Solitaire", MinPlayers: 1, MaxPlayers: 1, LowWins: true, Chance: true}
}

// Options offers the variant (the shuffled colours), the seed that
// shuffles them and the Setup tag that records the shuffle.
func (Game) Options() []rules.Option {
	return []rules.Option{
		{Key: rules.KeyPlayers, Values: []string{"1"}, Default: "1"},
		{Key: rules.KeyVariant, Values: []string{VariantStandard, VariantRandom}, Default: VariantStandard},
		{Key: rules.KeySeed, Default: "0"},
		{Key: KeySetup},
	}
}

// New returns the start position. The random variant takes its colours
// from the Setup option, or shuffles them with the Seed when Setup is
// absent; the standard one accepts only the standard Setup.
func (g Game) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 1); err != nil {
		return nil, err
	}
	setup := opts.Get(KeySetup, "")
	switch v := opts.Get(rules.KeyVariant, VariantStandard); v {
	case VariantStandard:
		if setup != "" && setup != Standard {
			return nil, fmt.Errorf("solitaire: Setup %s is for the random variant", rules.Quote(setup))
		}
		return NewState(Standard, false)
	case VariantRandom:
		if setup == "" {
			text := opts.Get(rules.KeySeed, "0")
			seed, err := strconv.ParseUint(text, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("solitaire: Seed %s is not a whole number from 0 to 18446744073709551615", rules.Quote(text))
			}
			setup = Shuffle(seed)
		}
		return NewState(setup, true)
	default:
		return nil, fmt.Errorf("solitaire: no variant %s (standard or random)", rules.Quote(v))
	}
}

// Shuffle returns the colours of the standard start shuffled by seed, as
// a Setup.
func Shuffle(seed uint64) string {
	b := []byte(Standard)
	rng := rand.New(rand.NewPCG(seed, 0x501174))
	rng.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
	return string(b)
}

// ParseSetup checks a Setup and returns the colour of each of its 36
// squares: exactly 36 letters R B Y G, nine of each colour.
func ParseSetup(setup string) ([startSide * startSide]uint8, error) {
	var colours [startSide * startSide]uint8
	if len(setup) != len(colours) {
		return colours, fmt.Errorf("solitaire: Setup %s has %d letters, want 36 (R B Y G, row 9 to row 4, D to I)", rules.Quote(setup), len(setup))
	}
	var count [5]int
	for i := range len(setup) {
		c := strings.IndexByte(colourLetters, setup[i])
		if c <= 0 {
			return colours, fmt.Errorf("solitaire: Setup %s: letter %d is %q, want R, B, Y or G", rules.Quote(setup), i+1, setup[i])
		}
		colours[i] = uint8(c)
		count[c]++
	}
	for c := Red; c <= Green; c++ {
		if count[c] != 9 {
			return colours, fmt.Errorf("solitaire: Setup %s has %d %c, want 9 of each colour", rules.Quote(setup), count[c], colourLetters[c])
		}
	}
	return colours, nil
}

// Verdict keys, the sheet's judgement of a finished game.
const (
	VeryWell = "very-well" // one piece left
	Well     = "well"      // two
	NotBad   = "not-bad"   // three
	Badly    = "badly"     // four or more
)

// Verdicts lists the sheet's judgement by the number of pieces left:
// Verdicts[0] for one piece, and so on; more pieces than listed earn the
// last.
var Verdicts = []string{VeryWell, Well, NotBad, Badly}

// VerdictOf returns the verdict key for a game that ends with left
// pieces on the board.
func VerdictOf(left int) string {
	return Verdicts[max(0, min(left-1, len(Verdicts)-1))]
}

// errNoMove is the parser's answer to text that is not a move.
var errNoMove = errors.New(`want a move such as "F7-F3"`)
