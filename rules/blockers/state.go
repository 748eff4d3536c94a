package blockers

import (
	"math/bits"

	"impasse/rules"
)

// State is a Blockers! position, in the base game or the expert variant.
// It is a plain value (no pointers), so Clone, CopyFrom and Sample are a
// copy. The zero value is not usable; start from Base.New or Expert.New.
//
// A State is either the full state, which knows every rack and every
// pile, or a view (see View): the position as one seat sees it, with the
// tiles that seat cannot see replaced by placeholders.
type State struct {
	expert  bool
	players int8
	colours int8
	// first is the seat that played first.
	first int8
	// viewer is the seat whose view this is, or -1 for a full state.
	viewer int8
	// passRun counts the passes since the last placement.
	passRun int8
	rules.Turn

	// cell holds colour<<5 | kind for the tile on each square, or
	// emptyCell.
	cell [Squares]uint8
	// own[c] holds the squares of colour c.
	own [NumColours]board
	// rack[c] has a bit for each kind in colour c's rack that the state
	// knows; hid[c] counts the other tiles of the rack, unknown in a
	// view.
	rack [NumColours]uint32
	hid  [NumColours]uint8
	// pile[c] is colour c's draw order: the first five made the opening
	// rack, pile[c][drawn[c]] is the next draw. Entries the state does
	// not know (all of them in a view, the past ones in a sample) are
	// unknownTile.
	pile  [NumColours][TilesPerColour]int8
	drawn [NumColours]uint8
	// placed[c] has a bit for each kind of colour c placed so far, on the
	// board or captured since.
	placed [NumColours]uint32
	// capt[p][c] has a bit for each kind of colour c that seat p
	// captured.
	capt [NumColours][NumColours]uint32

	// A cache derived from own: dirty has a bit for each colour whose
	// groups must be analysed again.
	dirty uint8
	// cut[c] holds the tiles of colour c whose removal would split their
	// group: they cannot be captured.
	cut [NumColours]board
	// group[sq] is colour<<5 | label for the tile on sq, where label
	// numbers its group among its colour's; emptyCell for an empty
	// square and for offBoard.
	group [Squares + 1]uint8
	// groups[c] counts the groups of colour c.
	groups [NumColours]int8
}

const (
	unknownTile = -1
	emptyCell   = 0xFF
)

// newState returns an empty board for the given setup; piles[c] is colour
// c's draw order.
func newState(expert bool, players int, piles [NumColours][TilesPerColour]int8, first int) *State {
	s := &State{expert: expert, players: int8(players), first: int8(first), viewer: -1}
	s.Mover = uint8(first)
	s.colours = int8(players)
	if expert {
		s.colours = 4
	}
	for sq := range s.cell {
		s.cell[sq] = emptyCell
	}
	for sq := range s.group {
		s.group[sq] = emptyCell
	}
	for c := 0; c < int(s.colours); c++ {
		s.pile[c] = piles[c]
		for _, k := range piles[c][:RackSize] {
			s.rack[c] |= 1 << uint(k)
		}
		s.drawn[c] = RackSize
	}
	return s
}

// Players returns the number of seats.
func (s *State) Players() int { return int(s.players) }

// Expert reports whether this is the expert variant.
func (s *State) Expert() bool { return s.expert }

// Viewer returns the seat whose view s is, or -1 for the full state.
func (s *State) Viewer() int { return int(s.viewer) }

// Clone returns an independent copy.
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// CopyFrom makes s a copy of src, a *State.
func (s *State) CopyFrom(src rules.State) { *s = *src.(*State) }

// MoveSpace bounds the move integers (see Move encoding in notation.go).
func (s *State) MoveSpace() int { return int(s.passMove()) + 1 }

// ColoursOf returns the colours seat plays: its own in the base game, two
// in the expert variant (red and yellow for the first seat, blue and
// green for the second).
func (s *State) ColoursOf(seat int) []int {
	n, cs := s.coloursOf(seat)
	return append([]int(nil), cs[:n]...)
}

func (s *State) coloursOf(seat int) (int, [2]int) {
	if s.expert {
		return 2, [2]int{seat, seat + 2}
	}
	return 1, [2]int{seat, -1}
}

// OwnerOf returns the seat playing colour c.
func (s *State) OwnerOf(c int) int {
	if s.expert {
		return c % 2
	}
	return c
}

// PlacedCount returns how many tiles colour c has placed.
func (s *State) PlacedCount(c int) int { return bits.OnesCount32(s.placed[c]) }

// InPlay reports whether colour c may still place tiles: it has placed
// fewer than 24 (its rack is not yet down to 4 with an empty pile).
func (s *State) InPlay(c int) bool { return bits.OnesCount32(s.placed[c]) < Placements }

// seatInPlay reports whether seat still takes turns.
func (s *State) seatInPlay(seat int) bool {
	n, cs := s.coloursOf(seat)
	for _, c := range cs[:n] {
		if s.InPlay(c) {
			return true
		}
	}
	return false
}

// RackCount returns the number of tiles in colour c's rack, seen or not.
func (s *State) RackCount(c int) int { return bits.OnesCount32(s.rack[c]) + int(s.hid[c]) }

// PileCount returns the number of tiles left in colour c's pile.
func (s *State) PileCount(c int) int { return TilesPerColour - int(s.drawn[c]) }

// Rack returns the tiles of colour c's rack that s knows, in kind order,
// and how many more it holds unseen (in a view).
func (s *State) Rack(c int) (known []Kind, unseen int) {
	for r := s.rack[c]; r != 0; r &= r - 1 {
		known = append(known, Kind(bits.TrailingZeros32(r)))
	}
	return known, int(s.hid[c])
}

// At returns the colour and kind of the tile on sq, or ok false.
func (s *State) At(sq int) (colour int, kind Kind, ok bool) {
	t := s.cell[sq]
	if t == emptyCell {
		return 0, 0, false
	}
	return int(t >> 5), Kind(t & 31), true
}

// Captured returns the tiles of colour c that seat captured.
func (s *State) Captured(seat, c int) []Kind {
	var ks []Kind
	for r := s.capt[seat][c]; r != 0; r &= r - 1 {
		ks = append(ks, Kind(bits.TrailingZeros32(r)))
	}
	return ks
}

// Groups returns the number of groups of colour c on the board.
func (s *State) Groups(c int) int {
	s.fresh()
	return int(s.groups[c])
}

// targets returns the squares colour c may take: the empty ones and those
// holding a tile of another colour whose capture splits no group.
func (s *State) targets(c int) board {
	var cut board
	for d := 0; d < int(s.colours); d++ {
		cut = cut.or(s.cut[d])
	}
	return fullBoard.andNot(s.own[c]).andNot(cut)
}

// Legal appends the legal moves to buf[:0]: for each colour the mover may
// play (in kind order within a colour), each tile of its rack on each
// square it may take, in square order; a pass when there is none.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.Ended {
		return buf
	}
	s.fresh()
	n, cs := s.coloursOf(int(s.Mover))
	for _, c := range cs[:n] {
		if !s.InPlay(c) {
			continue
		}
		t := s.targets(c)
		for r := s.rack[c]; r != 0; r &= r - 1 {
			k := bits.TrailingZeros32(r)
			reach[k].and(t).each(func(sq int) {
				buf = append(buf, s.encode(c, Kind(k), sq))
			})
		}
	}
	if len(buf) == 0 {
		buf = append(buf, s.passMove())
	}
	return buf
}

// canPlace reports whether the mover has a legal placement.
func (s *State) canPlace() bool {
	s.fresh()
	n, cs := s.coloursOf(int(s.Mover))
	for _, c := range cs[:n] {
		if !s.InPlay(c) {
			continue
		}
		t := s.targets(c)
		for r := s.rack[c]; r != 0; r &= r - 1 {
			if !reach[bits.TrailingZeros32(r)].and(t).empty() {
				return true
			}
		}
	}
	return false
}

// Apply plays m, one of Legal's moves: the tile goes on its square,
// capturing the tile there, and its colour draws the top of its pile
// when the pile is not empty; a pass draws nothing. Then the turn goes to
// the next seat still in play, or the game ends.
func (s *State) Apply(m rules.Move) {
	p := int(s.Mover)
	if m == s.passMove() {
		s.passRun++
	} else {
		c, k, sq := s.decode(m)
		if t := s.cell[sq]; t != emptyCell {
			d, dk := int(t>>5), int(t&31)
			s.own[d].clear(sq)
			s.capt[p][d] |= 1 << uint(dk)
			s.dirty |= 1 << uint(d)
		}
		s.cell[sq] = uint8(c<<5 | int(k))
		s.own[c].set(sq)
		s.dirty |= 1 << uint(c)
		if s.rack[c]&(1<<uint(k)) != 0 {
			s.rack[c] &^= 1 << uint(k)
		} else if s.hid[c] > 0 {
			// A tile the viewer could not see, played in a view.
			s.hid[c]--
		}
		s.placed[c] |= 1 << uint(k)
		if s.drawn[c] < TilesPerColour {
			if t := s.pile[c][s.drawn[c]]; t >= 0 {
				s.rack[c] |= 1 << uint(t)
			} else {
				s.hid[c]++
			}
			s.drawn[c]++
		}
		s.passRun = 0
	}
	s.Plies++
	s.advance(p)
}

// advance passes the turn on after seat p moved, or ends the game: when
// every colour has placed 24 tiles, or when every seat still in play has
// passed since the last placement.
func (s *State) advance(p int) {
	inPlay := 0
	next := -1
	for i := 1; i <= int(s.players); i++ {
		q := (p + i) % int(s.players)
		if s.seatInPlay(q) {
			inPlay++
			if next < 0 {
				next = q
			}
		}
	}
	if inPlay == 0 || int(s.passRun) >= inPlay {
		s.Ended = true
		return
	}
	s.Mover = uint8(next)
}

// fresh brings the group analysis of dirty colours up to date.
func (s *State) fresh() {
	for d := uint32(s.dirty); d != 0; d &= d - 1 {
		s.analyse(bits.TrailingZeros32(d))
	}
	s.dirty = 0
}

// tarjan finds the groups of one colour and their cut squares (Tarjan's
// articulation points) by depth-first search.
type tarjan struct {
	own       board
	disc, low [Squares]uint8
	t         uint8
	g         int8
	cut       board
	c         uint8
	group     *[Squares + 1]uint8
}

func (tj *tarjan) dfs(u, parent int) {
	tj.t++
	tj.disc[u], tj.low[u] = tj.t, tj.t
	tj.group[u] = tj.c<<5 | uint8(tj.g)
	children := 0
	for _, v8 := range nbr[u] {
		v := int(v8)
		if !tj.own.has(v) {
			continue
		}
		if tj.disc[v] == 0 {
			children++
			tj.dfs(v, u)
			tj.low[u] = min(tj.low[u], tj.low[v])
			if parent >= 0 && tj.low[v] >= tj.disc[u] {
				tj.cut.set(u)
			}
		} else if v != parent {
			tj.low[u] = min(tj.low[u], tj.disc[v])
		}
	}
	if parent < 0 && children > 1 {
		tj.cut.set(u)
	}
}

// analyse recomputes the groups and cut squares of colour c.
func (s *State) analyse(c int) {
	tj := tarjan{own: s.own[c], c: uint8(c), group: &s.group}
	for w := s.own[c]; !w.empty(); {
		sq := w.first()
		w.clear(sq)
		if tj.disc[sq] == 0 {
			tj.dfs(sq, -1)
			tj.g++
		}
	}
	s.cut[c] = tj.cut
	s.groups[c] = tj.g
}

// maxCapt returns the most tiles of one colour seat p captured.
func (s *State) maxCapt(p int) int {
	m := 0
	for c := 0; c < int(s.colours); c++ {
		m = max(m, bits.OnesCount32(s.capt[p][c]))
	}
	return m
}

// totalCapt returns the tiles seat p captured in all.
func (s *State) totalCapt(p int) int {
	n := 0
	for c := 0; c < int(s.colours); c++ {
		n += bits.OnesCount32(s.capt[p][c])
	}
	return n
}

// Score returns seat p's score now: the groups of its colours on the
// board plus its captures in the one colour it captured most of.
func (s *State) Score(p int) int {
	s.fresh()
	n, cs := s.coloursOf(p)
	g := 0
	for _, c := range cs[:n] {
		g += int(s.groups[c])
	}
	return g + s.maxCapt(p)
}

// Scores returns each seat's score now (lowest wins). It depends only on
// the board and the captures, which every seat sees.
func (s *State) Scores() []int {
	sc := make([]int, s.players)
	for p := range sc {
		sc[p] = s.Score(p)
	}
	return sc
}

// Results returns nil before the end; then 1 for the sole winner, the
// lowest score, with ties broken by fewer captured tiles in all and a
// tie after that shared equally.
func (s *State) Results() []float64 {
	if !s.Ended {
		return nil
	}
	r := make([]float64, s.players)
	best := -1
	winners := 0
	key := func(p int) int { return s.Score(p)*1000 + s.totalCapt(p) }
	for p := range r {
		switch k := key(p); {
		case best < 0 || k < best:
			best, winners = k, 1
		case k == best:
			winners++
		}
	}
	for p := range r {
		if key(p) == best {
			r[p] = 1 / float64(winners)
		}
	}
	return r
}

// Hash returns a hash of everything the position holds that decides the
// rest of the game: board, captures, racks, the piles still to draw,
// seat to move and passes. A view's hash covers only what its seat sees.
func (s *State) Hash() uint64 {
	h := uint64(14695981039346656037)
	mix := func(b byte) {
		h ^= uint64(b)
		h *= 1099511628211
	}
	flags := byte(0)
	if s.expert {
		flags |= 1
	}
	if s.Ended {
		flags |= 2
	}
	mix(flags)
	mix(byte(s.players))
	mix(byte(s.Mover))
	mix(byte(s.viewer))
	mix(byte(s.passRun))
	for _, t := range s.cell {
		mix(byte(t))
	}
	for c := 0; c < int(s.colours); c++ {
		for i := 0; i < 4; i++ {
			mix(byte(s.rack[c] >> (8 * i)))
		}
		mix(s.hid[c])
		mix(s.drawn[c])
		for _, t := range s.pile[c][s.drawn[c]:] {
			mix(byte(t))
		}
		for p := 0; p < int(s.players); p++ {
			for i := 0; i < 4; i++ {
				mix(byte(s.capt[p][c] >> (8 * i)))
			}
		}
	}
	return h ^ h>>29
}
