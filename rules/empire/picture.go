package empire

import (
	"strconv"

	"impasse/rules/buchholz"
)

// Picture returns what the board shows: the pieces (commanders crowned),
// the four thrones, each seat's king's throne labelled with the seat's
// number, the pieces each seat has on the board (in Hands: the game has
// none off the board to place), and as lines of kind "threat" the moves
// that would win at once for an opponent of the seat to move (see
// Threats).
func (s *State) Picture() buchholz.Picture {
	p := buchholz.Picture{Hands: make([][3]int, s.players), Ending: string(s.ending), Lines: s.Threats()}
	for sq := buchholz.Square(0); sq < squares; sq++ {
		if c := s.board[sq]; c != empty {
			k := c.kind()
			if k == Commander {
				k = buchholz.King
			}
			p.Pieces = append(p.Pieces, buchholz.Piece{At: sq, Kind: k, Seat: c.owner()})
			p.Hands[c.owner()][c.kind()]++
		}
	}
	for _, t := range Thrones {
		label := ""
		for seat := 0; seat < s.players; seat++ {
			if s.throne[seat] == t {
				label = strconv.Itoa(seat + 1)
			}
		}
		p.Marks = append(p.Marks, buchholz.Mark{At: t, Kind: "throne", Label: label})
	}
	return p
}

// Threats returns the moves that would win at once for an opponent of
// the seat to move, were it that opponent's turn now: a commander onto
// its king's throne where it stands safe, the last throne needed, an
// opposing commander taken. Each is a path from the piece to where it
// goes, of kind "threat". There are none once the game is over, nor
// while the seat to move can win at once itself: that comes first.
func (s *State) Threats() []buchholz.Path {
	if s.over || len(s.wins(s.toMove, nil)) > 0 {
		return nil
	}
	var paths []buchholz.Path
	for q := 0; q < s.players; q++ {
		if s.opponents(s.toMove)&(1<<q) != 0 {
			paths = s.wins(q, paths)
		}
	}
	return paths
}

// wins appends to paths, as paths of kind "threat", the moves that would
// win at once for seat q were it q's turn. Only a capture or a move onto
// a throne can: a move that takes nothing changes no opposing piece's
// reach, so it cannot make a commander already on its throne safe.
func (s *State) wins(q int, paths []buchholz.Path) []buchholz.Path {
	var after State
	for _, m := range s.moves(nil, q) {
		from, to := decode(m)
		if s.board[to] == empty && !isThrone(to) {
			continue
		}
		after.CopyFrom(s)
		after.hash ^= zobTurn[s.toMove] ^ zobTurn[q]
		after.toMove = q
		after.Apply(m)
		if after.over && after.ending != Repetition && after.winners&(1<<q) != 0 {
			paths = append(paths, buchholz.Path{Squares: []buchholz.Square{from, to}, Kind: "threat"})
		}
	}
	return paths
}
