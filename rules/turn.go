package rules

// Turn is the bookkeeping of turns a game's State may embed for its
// ToMove, Over and Ply: the seat to move, the moves played and whether
// the game has ended. The game's rules keep the fields; nothing else
// should write them.
type Turn struct {
	// Mover is the seat to move; it keeps the last mover's successor
	// once the game is over.
	Mover uint8
	// Ended is set when the game ends.
	Ended bool
	// Plies counts the moves played, passes included.
	Plies uint16
}

// ToMove returns the seat to move, or Nobody once the game is over.
func (t *Turn) ToMove() int {
	if t.Ended {
		return Nobody
	}
	return int(t.Mover)
}

// Over reports whether the game has ended.
func (t *Turn) Over() bool { return t.Ended }

// Ply returns the number of moves played, passes included.
func (t *Turn) Ply() int { return int(t.Plies) }
