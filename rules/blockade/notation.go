package blockade

import (
	"errors"
	"fmt"
	"strings"

	"impasse/rules"
)

// MoveString writes a turn as the pawn move then the wall, with no space:
// "d4-d6/e5h", "d4-d6" without a wall, "/e5h" for a wall alone, "pass".
func (s *State) MoveString(m rules.Move) string {
	if m < 0 || int(m) >= moveSpace {
		return fmt.Sprintf("?%d", m)
	}
	pp, w := decode(m)
	text := ""
	if pp != noPawn {
		from, to := pawnFromTo(pp)
		if to == NoSquare {
			return fmt.Sprintf("?%d", m)
		}
		text = from.String() + "-" + to.String()
	}
	if w != NoWall {
		text += "/" + w.String()
	}
	if text == "" {
		return "pass"
	}
	return text
}

// ParseMove reads a turn in the notation of MoveString (any case) and
// returns it if it is legal, or an error saying why it is not.
func (s *State) ParseMove(text string) (rules.Move, error) {
	from, to, w, err := parseTurn(text)
	if err != nil {
		return 0, err
	}
	return s.check(from, to, w)
}

// parseTurn reads the notation of a turn without looking at a position;
// from is NoSquare for a wall alone or a pass, w NoWall without a wall.
func parseTurn(text string) (from, to Square, w Wall, err error) {
	from, to, w = NoSquare, NoSquare, NoWall
	text = strings.TrimSpace(text)
	if text == "" {
		return from, to, w, errors.New("empty move")
	}
	if strings.EqualFold(text, "pass") {
		return from, to, w, nil
	}
	pawn, wall, slash := strings.Cut(text, "/")
	if slash {
		if wall == "" {
			return from, to, w, fmt.Errorf("%q: a wall name must follow '/', as in /e5h", text)
		}
		if w, err = ParseWall(wall); err != nil {
			return from, to, w, err
		}
	}
	if pawn == "" {
		return from, to, w, nil
	}
	a, b, dash := strings.Cut(pawn, "-")
	if !dash {
		return from, to, w, fmt.Errorf("%q: a pawn move is written from-to, as d4-d6 (a wall after '/', as d4-d6/e5h)", text)
	}
	if from, err = ParseSquare(a); err != nil {
		return from, to, w, err
	}
	if to, err = ParseSquare(b); err != nil {
		return from, to, w, err
	}
	return from, to, w, nil
}

// check returns the move for the pawn on from going to to (from NoSquare:
// no pawn move) with wall w (or NoWall) if it is legal, or the reason it
// is not.
func (s *State) check(from, to Square, w Wall) (rules.Move, error) {
	if s.result != playing {
		return 0, rules.ErrOver
	}
	p := int(s.toMove)
	name := SeatNames[p]
	t := s.scratch()
	t.pm = s.pawnMoves(p, t.pm[:0])
	if from == NoSquare {
		if len(t.pm) > 0 {
			if w == NoWall {
				return 0, fmt.Errorf("%s can move a pawn, so may not pass", name)
			}
			return 0, fmt.Errorf("a wall alone is only for a player who cannot move a pawn; %s can (%s)", name, s.pawnString(&t.pm[0]))
		}
		if w == NoWall {
			if s.anyWall(p, s.pawns[p]) {
				return 0, fmt.Errorf("%s cannot move a pawn but can place a wall, so may not pass", name)
			}
			return Pass, nil
		}
		if err := s.wallError(p, w, s.pawns[p]); err != nil {
			return 0, err
		}
		return rules.Move(noPawn*wallParts + int(w) + 1), nil
	}
	pm, err := s.findPawnMove(p, from, to)
	if err != nil {
		return 0, err
	}
	move := rules.Move(int(pm.pp)*wallParts + int(w) + 1)
	if pm.win {
		if w != NoWall {
			return 0, fmt.Errorf("%s reaches a goal and wins: no wall after a winning move", s.pawnString(&pm))
		}
		return move, nil
	}
	pawns := s.movedPawns(p, &pm)
	if w == NoWall {
		if s.anyWall(p, pawns) {
			return 0, fmt.Errorf("a wall is compulsory: %s has walls left and a place for one after %s", name, s.pawnString(&pm))
		}
		return move, nil
	}
	if err := s.wallError(p, w, pawns); err != nil {
		return 0, err
	}
	return move, nil
}

func (s *State) pawnString(pm *pawnMove) string { return pm.from.String() + "-" + pm.to.String() }

// anyWall reports whether seat p may place some wall with its pawns on
// pawns.
func (s *State) anyWall(p int, pawns [2]Square) bool {
	if !s.hasWalls(p) {
		return false
	}
	t := s.scratch()
	t.gen.prepare(s, p)
	ws := t.gen.legal(p, pawns)
	return !ws.empty()
}

// findPawnMove returns the legal pawn move of seat p from from to to, or
// why there is none. It uses s.tmp.pm, which must hold p's pawn moves.
func (s *State) findPawnMove(p int, from, to Square) (pawnMove, error) {
	name := SeatNames[p]
	if s.pawns[p][0] != from && s.pawns[p][1] != from {
		if o := s.pawns[1-p]; o[0] == from || o[1] == from {
			return pawnMove{}, fmt.Errorf("the pawn on %s is %s's, and %s is to move", from, SeatNames[1-p], name)
		}
		return pawnMove{}, fmt.Errorf("%s has no pawn on %s", name, from)
	}
	dir := -1
	for d := 0; d < numDirs; d++ {
		if destTable[from][d] == to {
			dir = d
		}
	}
	if dir < 0 {
		if s.culdesac {
			return pawnMove{}, fmt.Errorf("%s-%s: a pawn moves two steps orthogonally, straight or turning once (or one step, see the rules)", from, to)
		}
		return pawnMove{}, fmt.Errorf("%s-%s: a pawn moves one square diagonally or two squares orthogonally (or one, see the rules)", from, to)
	}
	for _, pm := range s.tmp.pm {
		if pm.from == from && pm.to == to {
			return pm, nil
		}
	}
	return pawnMove{}, fmt.Errorf("%s-%s: %s", from, to, s.whyNot(p, from, dir))
}

// whyNot explains why the pawn of seat p on from cannot move in direction
// dir.
func (s *State) whyNot(p int, from Square, dir int) string {
	e := &s.open
	occ := s.occupied()
	goals := &goalSet[p]
	to := destTable[from][dir]
	wallAt := func(a Square, d int) string {
		return fmt.Sprintf("a wall stands between %s and %s", a, a+stepOffset[d])
	}
	switch {
	case dir < dirDiag:
		d := dir - dirTwo
		f := from + stepOffset[d]
		if !e.open(from, d) {
			return wallAt(from, d)
		}
		if !e.open(f, d) {
			return wallAt(f, d)
		}
		return fmt.Sprintf("%s is occupied", to)
	case dir < dirOne:
		if !goals.has(to) && occ.has(to) {
			return fmt.Sprintf("%s is occupied", to)
		}
		if s.culdesac {
			return fmt.Sprintf("both routes to %s cross a wall", to)
		}
		return fmt.Sprintf("both routes to %s (through the squares beside it) cross a wall", to)
	}
	d := dir - dirOne
	if !e.open(from, d) {
		return wallAt(from, d)
	}
	if occ.has(to) {
		return fmt.Sprintf("%s is occupied", to)
	}
	if s.culdesac {
		return fmt.Sprintf("a pawn stops after one step only onto a goal or when its route would end on a pawn, and no open route through %s does", to)
	}
	next := neighbour(to, d)
	if next == NoSquare {
		return "a pawn moves one square orthogonally only onto a goal or when the next square holds a pawn"
	}
	if occ.has(next) {
		return fmt.Sprintf("stopping short is allowed before a pawn, not before a wall: %s", wallAt(to, d))
	}
	return fmt.Sprintf("a pawn moves one square orthogonally only onto a goal or when the next square (%s) holds a pawn", next)
}

// wallError returns why seat p may not place wall w with its pawns on
// pawns, or nil.
func (s *State) wallError(p int, w Wall, pawns [2]Square) error {
	name := SeatNames[p]
	k := w.Kind()
	if s.hand[p][k] == 0 {
		if s.hand[p][1-k] == 0 {
			return fmt.Errorf("%s has no walls left", name)
		}
		return fmt.Errorf("%s has no %s walls left", name, kindName[k])
	}
	if s.walls.has(w) {
		return fmt.Errorf("%s is already on the board", w)
	}
	for _, c := range wallInfos[w].conflict[1:] {
		if c != NoWall && s.walls.has(c) {
			if c.Kind() != k {
				return fmt.Errorf("%s would cross the wall %s", w, c)
			}
			return fmt.Errorf("%s would overlap the wall %s", w, c)
		}
	}
	if s.wallLegal(p, w, pawns) {
		return nil
	}
	if q, pawn, goal, ok := s.cutBy(p, w, pawns); ok {
		return fmt.Errorf("%s would cut %s's pawn on %s from its goal %s", w, SeatNames[q], pawn, goal)
	}
	return fmt.Errorf("%s would cut a pawn from a goal", w)
}
