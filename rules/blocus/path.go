package blocus

import "impasse/rules/buchholz"

// This file finds a king's ways out. A king stands on a square with a
// heading; it goes on straight while the square ahead is open, and turns
// where it holds a guard. States are numbered sq*4 + heading.

// What a king sees on the square ahead.
const (
	open    = iota // empty, or the king's own square, which it has left
	blocked        // a guard: the king turns
	dead           // the other king, or an edge it may not cross
	out            // the exit edge: the king leaves
)

// look says what seat's king, on sq with heading h, has ahead.
func look(cells *[Squares]uint8, seat int, sq int16, h int) int {
	a := step[sq][h]
	if a < 0 {
		if h == forward[seat] {
			return out
		}
		return dead
	}
	switch c := cells[a]; {
	case c == empty || c == king(seat):
		return open
	case isGuard(c):
		return blocked
	}
	return dead
}

// turns returns the headings seat's king may leave sq by when it arrives
// with heading h: straight on when the way is open (or out), else a turn
// left or right at the guard ahead, and back the way it came when a turn
// meets a second guard. Dead ends give none.
func turns(cells *[Squares]uint8, seat int, sq int16, h int) (hs [3]int8, n int) {
	switch look(cells, seat, sq, h) {
	case open, out:
		hs[0] = int8(h)
		return hs, 1
	case dead:
		return hs, 0
	}
	l, r := (h+3)%4, (h+1)%4
	ll, lr := look(cells, seat, sq, l), look(cells, seat, sq, r)
	if ll == open || ll == out {
		hs[n] = int8(l)
		n++
	}
	if lr == open || lr == out {
		hs[n] = int8(r)
		n++
	}
	if ll == blocked || lr == blocked {
		if b := (h + 2) % 4; look(cells, seat, sq, b) == open {
			hs[n] = int8(b)
			n++
		}
	}
	return hs, n
}

// leaves reports whether a king leaving sq by heading h leaves the board.
func leaves(sq int16, h int) bool { return step[sq][h] < 0 }

// canLeave reports whether seat's king has a way out: a search of the
// states it can reach.
func canLeave(cells *[Squares]uint8, seat int) bool {
	var seen [Squares * 4]bool
	var stack [Squares * 4]int16
	start := int16(Kings[seat])*4 + int16(forward[seat])
	stack[0], seen[start] = start, true
	for n := 1; n > 0; {
		n--
		st := stack[n]
		sq, h := st/4, int(st%4)
		hs, k := turns(cells, seat, sq, h)
		for _, d := range hs[:k] {
			next := step[sq][d]
			if next < 0 {
				return true
			}
			if ns := next*4 + int16(d); !seen[ns] {
				seen[ns] = true
				stack[n] = ns
				n++
			}
		}
	}
	return false
}

// finder lists a king's paths by a depth-first search over its turns. A
// path that would leave a square by a heading it already left it by is a
// loop.
type finder struct {
	cells *[Squares]uint8
	seat  int
	// left marks the states (square and heading) the path has left by.
	left [Squares * 4]bool
	// marks lists the states marked, to unmark them on the way back.
	marks []int16
	// squares is the path's notation so far: its start and turns.
	squares []buchholz.Square
	// each is called with every path found (complete ones with out set);
	// it returns false to stop the search.
	each func(squares []buchholz.Square, out bool) bool
	// dead asks for the paths that end in a dead end or a loop too.
	dead    bool
	stopped bool
}

// run searches the paths of the finder's king from its square.
func (f *finder) run() {
	k := Kings[f.seat]
	f.squares = append(f.squares[:0], k)
	f.walk(int16(k), forward[f.seat])
}

// walk follows the king arriving on sq with heading h.
func (f *finder) walk(sq int16, h int) {
	base := len(f.marks)
	defer func() {
		for _, st := range f.marks[base:] {
			f.left[st] = false
		}
		f.marks = f.marks[:base]
	}()
	for {
		hs, n := turns(f.cells, f.seat, sq, h)
		if n == 0 {
			f.end(sq, false)
			return
		}
		if n > 1 || int(hs[0]) != h || leaves(sq, h) {
			f.branch(sq, h, hs[:n])
			return
		}
		st := sq*4 + int16(h)
		if f.left[st] {
			f.end(sq, false)
			return
		}
		f.left[st] = true
		f.marks = append(f.marks, st)
		sq = step[sq][h]
	}
}

// branch follows each heading hs the king on sq, arrived with heading h,
// may leave by.
func (f *finder) branch(sq int16, h int, hs []int8) {
	for _, d := range hs {
		if f.stopped {
			return
		}
		st := sq*4 + int16(d)
		n := len(f.squares)
		if int(d) != h && f.squares[n-1] != buchholz.Square(sq) {
			f.squares = append(f.squares, buchholz.Square(sq))
		}
		switch {
		case f.left[st]:
			f.end(sq, false)
		case leaves(sq, int(d)):
			f.end(sq, true)
		default:
			f.left[st] = true
			f.walk(step[sq][d], int(d))
			f.left[st] = false
		}
		f.squares = f.squares[:n]
	}
}

// end reports a path that ends on sq: out of the board, or not.
func (f *finder) end(sq int16, out bool) {
	if f.stopped || !out && !f.dead {
		return
	}
	n := len(f.squares)
	if f.squares[n-1] != buchholz.Square(sq) {
		f.squares = append(f.squares, buchholz.Square(sq))
	}
	if !f.each(f.squares, out) {
		f.stopped = true
	}
	f.squares = f.squares[:n]
}

// maxDistance caps the distances of distance.
const maxDistance = 5

// distance returns how many guards seat's king needs placed, moved away
// or moved in to have a way out, up to maxDistance: 0 when it can leave
// now. A guard counts for a turn where the square ahead is empty and may
// hold one, and for going on where a guard stands ahead.
func distance(cells *[Squares]uint8, seat int) int {
	var dist [Squares * 4]uint8 // cost + 1; 0 for not reached
	var buckets [maxDistance][Squares * 4]int16
	var sizes [maxDistance]int
	start := int16(Kings[seat])*4 + int16(forward[seat])
	dist[start] = 1
	buckets[0][0], sizes[0] = start, 1
	best := maxDistance
	// reach records the king leaving sq by heading d at cost.
	reach := func(sq int16, d, cost int) {
		next := step[sq][d]
		if next < 0 {
			best = min(best, cost)
			return
		}
		ns := next*4 + int16(d)
		if cost < maxDistance && (dist[ns] == 0 || int(dist[ns]) > cost+1) {
			dist[ns] = uint8(cost + 1)
			buckets[cost][sizes[cost]] = ns
			sizes[cost]++
		}
	}
	for c := 0; c < maxDistance && c < best; c++ {
		for i := 0; i < sizes[c]; i++ {
			st := buckets[c][i]
			if int(dist[st]) != c+1 {
				continue // reached more cheaply since
			}
			sq, h := st/4, int(st%4)
			hs, n := turns(cells, seat, sq, h)
			for _, d := range hs[:n] {
				reach(sq, int(d), c)
			}
			switch look(cells, seat, sq, h) {
			case blocked: // the guard ahead moved away
				reach(sq, h, c+1)
			case open: // a guard put ahead
				if a := step[sq][h]; cells[a] == empty && !kingRegion[a] {
					for _, d := range [2]int{(h + 3) % 4, (h + 1) % 4} {
						if l := look(cells, seat, sq, d); l == open || l == out {
							reach(sq, d, c+1)
						}
					}
				}
			}
		}
	}
	return best
}
