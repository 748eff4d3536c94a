package blockade

import "impasse/rules"

// Read-only accessors for the board view (app/blockadeview): what it
// draws and what it needs to turn a tap into one of the legal moves. None
// of them changes the State.

// Goals returns the two squares seat p aims at: the other seat's start
// squares.
func Goals(p int) [2]Square { return goalSquares[p] }

// Walls appends the walls on the board to buf[:0], in place order
// (horizontal walls first, each kind by centre).
func (s *State) Walls(buf []Wall) []Wall {
	buf = buf[:0]
	for i, x := range s.walls {
		for ; x != 0; x &= x - 1 {
			buf = append(buf, Wall(i<<6+trailing(x)))
		}
	}
	return buf
}

// WallBlocked reports whether wall place w is taken: w is on the board,
// or would overlap or cross a wall on the board.
func (s *State) WallBlocked(w Wall) bool {
	return w >= 0 && int(w) < NumWalls && s.blocked.has(w)
}

// DecodeMove splits a move into its pawn move, from and to (both NoSquare
// when no pawn moves: a wall alone, or a pass), and its wall (NoWall when
// there is none). A number that is no move gives NoSquare, NoSquare,
// NoWall.
func DecodeMove(m rules.Move) (from, to Square, w Wall) {
	if m < 0 || int(m) >= moveSpace {
		return NoSquare, NoSquare, NoWall
	}
	pp, w := decode(m)
	if pp == noPawn {
		return NoSquare, NoSquare, w
	}
	from, to = pawnFromTo(pp)
	if to == NoSquare {
		return NoSquare, NoSquare, NoWall
	}
	return from, to, w
}

// Route returns a shortest orthogonal path, pawns ignored, from square
// from to the nearer goal of seat p, with the walls on the board and wall
// extra (NoWall for none) in the way: from first and the goal last (just
// from when it is a goal). It returns nil when no goal can be reached.
// Among paths of equal length it prefers going straight on, so that the
// drawn route has few turns.
func (s *State) Route(p int, from Square, extra Wall) []Square {
	if from < 0 || int(from) >= NumSquares || p < 0 || p > 1 {
		return nil
	}
	e := s.open
	if extra >= 0 && int(extra) < NumWalls {
		e.block(extra)
	}
	var dist [NumSquares]uint8
	e.distMapNear(goalSet[p], &dist, bbOf(from), 0)
	if dist[from] == maxDist {
		return nil
	}
	route := make([]Square, 0, int(dist[from])+1)
	route = append(route, from)
	at, last := from, -1
	for dist[at] > 0 {
		next := -1
		for d := 0; d < 4; d++ {
			if e.open(at, d) && dist[at+stepOffset[d]] == dist[at]-1 && (next < 0 || d == last) {
				next = d
			}
		}
		at += stepOffset[next]
		last = next
		route = append(route, at)
	}
	return route
}
