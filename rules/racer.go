package rules

// Racer is a State of a race to a goal between two players who move in
// turn (Blockade's pawns to the other side's start squares), whose exact
// search for a forced win (package puzzle) can leave out at once the
// lines that cannot reach the goal in time, and find a win in one move
// without trying every move.
type Racer interface {
	// WinningMoves appends to buf[:0] every legal move after which the
	// player to move has won, and no other, and returns it.
	WinningMoves(buf []Move) []Move
	// MovesToWin returns a lower bound on the moves of its own seat
	// needs to win from here, whatever the others play: no line wins in
	// fewer.
	MovesToWin(seat int) int
}
