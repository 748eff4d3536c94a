package blockers

import "impasse/rules"

// Read-only accessors for the board view (app/blockersview).

// Placement returns what placement m, played by seat, puts where: the
// colour of the tile, its kind and its square. ok is false for a pass
// and for a move integer outside this variant. In the base game the
// colour is the seat's own; in the expert variant the move names it. It
// reads only the variant, so it decodes any move of the game, in any of
// its positions: the last move played, a hint, a legal move.
func (s *State) Placement(seat int, m rules.Move) (colour int, kind Kind, sq int, ok bool) {
	if !s.valid(m) || m == s.passMove() {
		return 0, 0, 0, false
	}
	colour = seat
	if s.expert {
		colour = int(m) / perColour
	}
	r := int(m) % perColour
	return colour, Kind(r / Squares), r % Squares, true
}

// Colours returns the number of colours in play: the number of seats in
// the base game, four in the expert variant.
func (s *State) Colours() int { return int(s.colours) }
