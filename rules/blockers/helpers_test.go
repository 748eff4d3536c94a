package blockers

import (
	"math/bits"
	"strconv"
	"strings"
	"testing"

	"impasse/rules"
)

func itoa(n int) string { return strconv.Itoa(n) }

// pos describes a position for position.
type pos struct {
	expert  bool
	players int // base game seats (default 4)
	toMove  int
	// tiles lists the tiles on the board as "colour:tile@square",
	// e.g. "yellow:G@G2".
	tiles []string
	// racks gives the racks by colour, tile names separated by spaces;
	// a colour not listed gets the lowest kinds it has left.
	racks map[int]string
	// captured lists captures as "seat colour:tile", e.g. "1 red:7".
	captured []string
	// placed gives how many tiles a colour has placed in all (at least
	// its tiles on the board and captured): the rest of the count is
	// made of tiles taken off the board.
	placed map[int]int
}

// position builds a full state directly: the tiles on the board, the
// captures, the racks, and for each colour a pile holding its other
// tiles in kind order. Each colour's draw order is what it placed, its
// rack, then its pile, so Setup describes a consistent deal.
func position(t testing.TB, d pos) *State {
	t.Helper()
	players := d.players
	if players == 0 {
		players = 4
	}
	if d.expert {
		players = 2
	}
	var piles [NumColours][TilesPerColour]int8
	for c := range piles {
		for k := range piles[c] {
			piles[c][k] = int8(k)
		}
	}
	s := newState(d.expert, players, piles, d.toMove)
	var placed [NumColours][]int8
	use := func(c int, k Kind, what string) {
		t.Helper()
		if s.placed[c]&(1<<uint(k)) != 0 {
			t.Fatalf("position: %s: the %s %s is used twice", what, ColourNames[c], TileName(k))
		}
		s.placed[c] |= 1 << uint(k)
		placed[c] = append(placed[c], int8(k))
	}
	for _, text := range d.tiles {
		name, rest, _ := strings.Cut(text, ":")
		tile, square, _ := strings.Cut(rest, "@")
		c, err1 := ParseColour(name)
		k, err2 := ParseTile(tile)
		sq, err3 := ParseSquare(square)
		if err1 != nil || err2 != nil || err3 != nil || !reach[k].has(sq) {
			t.Fatalf("position: bad tile %q", text)
		}
		if s.cell[sq] != emptyCell {
			t.Fatalf("position: %s is taken twice", SquareName(sq))
		}
		use(c, k, text)
		s.cell[sq] = uint8(c<<5 | int(k))
		s.own[c].set(sq)
	}
	for _, text := range d.captured {
		seat, rest, _ := strings.Cut(text, " ")
		p, err := strconv.Atoi(seat)
		name, tile, _ := strings.Cut(rest, ":")
		c, err1 := ParseColour(name)
		k, err2 := ParseTile(tile)
		if err != nil || err1 != nil || err2 != nil {
			t.Fatalf("position: bad capture %q", text)
		}
		use(c, k, text)
		s.capt[p][c] |= 1 << uint(k)
	}
	for c := 0; c < int(s.colours); c++ {
		// Fill the count of placed tiles with tiles that left the
		// board without a trace: they only make up the numbers.
		var want uint32
		if text, ok := d.racks[c]; ok {
			want = kindsOf(t, text)
		}
		for bits.OnesCount32(s.placed[c]) < d.placed[c] {
			use(c, Kind(bits.TrailingZeros32(^s.placed[c]&^want)), "placed")
		}
		s.rack[c] = 0
		if text, ok := d.racks[c]; ok {
			s.rack[c] = kindsOf(t, text)
			if s.rack[c]&s.placed[c] != 0 {
				t.Fatalf("position: %s rack %q holds a placed tile", ColourNames[c], text)
			}
		} else {
			left := allKinds &^ s.placed[c]
			for i := 0; i < RackSize && left != 0; i++ {
				s.rack[c] |= left & -left
				left &= left - 1
			}
		}
		order := append([]int8(nil), placed[c]...)
		for r := s.rack[c]; r != 0; r &= r - 1 {
			order = append(order, int8(bits.TrailingZeros32(r)))
		}
		s.drawn[c] = uint8(len(order))
		for r := allKinds &^ s.placed[c] &^ s.rack[c]; r != 0; r &= r - 1 {
			order = append(order, int8(bits.TrailingZeros32(r)))
		}
		copy(s.pile[c][:], order)
	}
	s.dirty = 1<<NumColours - 1
	return s
}

// kindsOf reads tile names separated by spaces as a set of kinds.
func kindsOf(t testing.TB, text string) uint32 {
	t.Helper()
	var r uint32
	for _, f := range strings.Fields(text) {
		k, err := ParseTile(f)
		if err != nil {
			t.Fatalf("kindsOf(%q): %v", text, err)
		}
		r |= 1 << uint(k)
	}
	return r
}

// rackString writes the rack of colour c that s knows, in kind order.
func rackString(s *State, c int) string {
	known, unseen := s.Rack(c)
	var names []string
	for _, k := range known {
		names = append(names, TileName(k))
	}
	for range unseen {
		names = append(names, "?")
	}
	return strings.Join(names, " ")
}

// newGame starts a game, failing the test on an error.
func newGame(t testing.TB, g rules.Game, opts rules.Options) *State {
	t.Helper()
	s, err := g.New(opts)
	if err != nil {
		t.Fatalf("New(%v): %v", opts, err)
	}
	return s.(*State)
}
