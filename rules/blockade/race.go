package blockade

import "impasse/rules"

// WinningMoves appends to buf[:0] the pawn moves of the player to move
// that reach a goal, each a whole turn (no wall follows a winning move),
// and returns it: the moves after which that player has won.
func (s *State) WinningMoves(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.result != playing {
		return buf
	}
	t := s.scratch()
	t.pm = s.pawnMoves(int(s.toMove), t.pm[:0])
	for _, pm := range t.pm {
		if pm.win {
			buf = append(buf, rules.Move(int(pm.pp)*wallParts))
		}
	}
	return buf
}

// MovesToWin returns a lower bound on the moves of seat's own before it
// wins: half the steps, rounded up, from its nearer pawn to a goal over
// the open passages. A move takes a pawn two steps at most (two squares
// straight, or a diagonal square by one of its L-shaped routes), and the
// walls to come only lengthen the way. 0 once seat has won; maxDist once
// the game is over otherwise.
func (s *State) MovesToWin(seat int) int {
	switch {
	case int(s.result) == seat:
		return 0
	case s.result != playing:
		return maxDist
	}
	t, _ := lead(&s.open, seat, s.pawns[seat])
	return t
}
