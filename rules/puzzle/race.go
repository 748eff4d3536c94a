package puzzle

import "impasse/rules"

// race settles a position of a race game (rules.Racer) without trying
// its moves, when it can: seat cannot win within plies moves when it
// needs more moves of its own than are left to it, and on its last move
// it wins exactly when a move wins at once. mine says seat is to move,
// depth picks the move list used. sure is false when the moves must be
// tried.
func (x *searcher) race(r rules.Racer, seat, plies int, mine bool, depth int) (won, sure bool) {
	own := plies / 2 // seat's moves among the plies left, turns alternating
	if mine {
		own = (plies + 1) / 2
	}
	if r.MovesToWin(seat) > own {
		return false, true
	}
	if mine && plies == 1 {
		x.lists[depth] = r.WinningMoves(x.lists[depth][:0])
		return len(x.lists[depth]) > 0, true
	}
	return false, false
}

// killerFirst moves killer to the front of moves when it is one of them.
func killerFirst(moves []rules.Move, killer rules.Move) {
	for i, m := range moves {
		if m == killer {
			copy(moves[1:i+1], moves[:i])
			moves[0] = killer
			return
		}
	}
}
