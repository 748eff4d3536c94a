package solitaire

import (
	"context"
	"math"
	"math/bits"
	"slices"
	"time"

	"impasse/rules"
)

// The solver (rules.Solver) looks for the fewest moves that leave one
// piece, or as few pieces as it can.
//
// It first plays the greedy line, then beam searches, which find good
// lines quickly: they keep the positions with few pieces, few pieces
// alone and few groups far apart (two groups that never meet cannot end
// as one piece), and hand the best of those with few pieces to a short
// depth-first search for the rest of a line. Then, for each number of
// pieces k from one up to the best found, a depth-first search with a
// transposition table tells whether k can be left at all; once it can,
// iterative deepening (IDA*) on the number of moves finds the shortest
// line, each finished round proving one more move needed.
//
// The lower bound on the moves still needed is a line cover: a piece's
// first event, its own jump or its removal, is a move along its row or
// its column, where it stands now; a move goes along one line. So the
// moves still to come cover, by their lines, every piece but those left
// at the end, and there are at least as many as the fewest lines that
// cover them: a minimum vertex cover of the bipartite graph of rows and
// columns whose edges are the pieces, the size of its maximum matching
// (König). Leaving one piece uncovered lowers it by one only when that
// piece is an edge of every maximum matching. Two more bounds count what
// the line cover does not: how many pieces one move can take on a line,
// for its colours (see capacity), and, to leave one piece, how far apart
// the pieces stand (see near).

// DefaultMemory is the size of the solver's transposition table when the
// limits give none.
const DefaultMemory = 64 << 20

// pos is a position of the search: the board; for the bound, the
// squares occupied in each row and in each column; for the canonical
// hash, the squares of each colour seen through each symmetry.
type pos struct {
	board [Squares]uint8
	rows  [Side]uint16
	cols  [Side]uint16
	// counts[l][c] counts the pieces of colour c on line l: rows 0 to
	// Side-1, then columns.
	counts [2 * Side][5]uint8
	// takes[l] is the most pieces one move can take first on line l and
	// sizes[l] its pieces (see capacity); values counts the lines by
	// takes and by sizes - takes.
	takes, sizes [2 * Side]uint8
	values       [Side + 1]uint8
	n            int
	hash         uint64
	// classes[t][c-1] is the XOR of imageKeys[sq][t] over the squares
	// sq of colour c.
	classes [len(symmetries)][4]uint64
}

func newPos(s *State) pos {
	p := pos{board: s.board, n: s.left, hash: s.hash}
	for sq, c := range s.board {
		if c != Empty {
			p.toggle(sq, c)
			p.counts[sq/Side][c]++
			p.counts[Side+sq%Side][c]++
		}
	}
	p.values[0] = 2 * 2 * Side
	for l := range p.takes {
		p.retake(l)
	}
	return p
}

// toggle puts a piece of colour c on sq, or takes it off, in the rows,
// the columns and the classes; the board is the caller's.
func (p *pos) toggle(sq int, c uint8) {
	p.rows[sq/Side] ^= 1 << (sq % Side)
	p.cols[sq%Side] ^= 1 << (sq / Side)
	keys := &imageKeys[sq]
	for t := range p.classes {
		p.classes[t][c-1] ^= keys[t]
	}
}

// jump is a move of the search, with the number of pieces it removes.
type jump struct {
	m       rules.Move
	removed int
}

// jumps appends the legal moves of p, those that remove most first.
func (p *pos) jumps(buf []jump) []jump {
	buf = buf[:0]
	for r, row := range p.rows {
		for row != 0 {
			c := bits.TrailingZeros16(row)
			row &= row - 1
			sq := r*Side + c
			for d := range directions {
				if to, ok := landing(&p.board, sq, d); ok {
					buf = append(buf, jump{rules.Move(sq*directions + d), distance(sq, to) - 1})
				}
			}
		}
	}
	// Insertion sort, stable: the lists are short.
	for i := 1; i < len(buf); i++ {
		for j := i; j > 0 && buf[j].removed > buf[j-1].removed; j-- {
			buf[j], buf[j-1] = buf[j-1], buf[j]
		}
	}
	return buf
}

func distance(a, b int) int {
	if a%Side == b%Side {
		return abs(a/Side - b/Side)
	}
	return abs(a - b)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// apply plays m on p.
func (p *pos) apply(m rules.Move) {
	from, d := int(m)/directions, int(m)%directions
	to, _ := landing(&p.board, from, d)
	c := p.board[from]
	for sq := from + step[d]; sq != to; sq += step[d] {
		jumped := p.board[sq]
		p.hash ^= zobrist[sq][jumped]
		p.toggle(sq, jumped)
		p.counts[sq/Side][jumped]--
		p.counts[Side+sq%Side][jumped]--
		p.board[sq] = Empty
		p.n--
	}
	p.hash ^= zobrist[from][c] ^ zobrist[to][c]
	p.board[from], p.board[to] = Empty, c
	p.toggle(from, c)
	p.toggle(to, c)
	// The mover stays on its line and leaves the other through from for
	// the one through to.
	if d == North || d == South {
		p.counts[from/Side][c]--
		p.counts[to/Side][c]++
		p.retake(Side + from%Side)
		for r := min(from, to) / Side; r <= max(from, to)/Side; r++ {
			p.retake(r)
		}
	} else {
		p.counts[Side+from%Side][c]--
		p.counts[Side+to%Side][c]++
		p.retake(from / Side)
		for c := min(from, to) % Side; c <= max(from, to)%Side; c++ {
			p.retake(Side + c)
		}
	}
}

// retake brings takes[l], sizes[l] and values up to date with line l.
func (p *pos) retake(l int) {
	p.values[p.takes[l]]--
	p.values[p.sizes[l]-p.takes[l]]--
	var mask uint16
	var first, last, step int // the squares of its ends, and from one to the next
	if l < Side {
		mask, first, step = p.rows[l], l*Side, 1
	} else {
		mask, first, step = p.cols[l-Side], l-Side, Side
	}
	var a, b uint8 // the colours at its ends
	if mask != 0 {
		first, last = first+bits.TrailingZeros16(mask)*step, first+(bits.Len16(mask)-1)*step
		a, b = p.board[first], p.board[last]
	}
	t := bits.OnesCount16(mask)
	drop := t
	for c := Red; c <= Green; c++ {
		d := int(p.counts[l][c])
		if c == a || c == b {
			d--
		}
		drop = min(drop, d)
	}
	m := t - drop
	p.takes[l], p.sizes[l] = uint8(m), uint8(t)
	p.values[m]++
	p.values[t-m]++
}

// capacity returns a lower bound on the moves that leave at most k
// pieces, from what one move can take on a line. Every piece but those
// left has a first event, a move along its row or its column where it
// stands now, in which it jumps or is jumped; so the first events of the
// moves to come add up to at least n - k. Those of one move lie on one
// line and are of other colours than the mover, but for the mover itself
// at one end: on a line of t pieces, at most m = t - cnt(c), plus one
// when a piece of colour c ends the line, for the best colour c; two
// moves on a line take at most m and t - m, more take no more.
func (p *pos) capacity(k int) int {
	values := p.values
	need, moves := p.n-k, 0
	for v := Side; v > 0 && need > 0; v-- {
		for ; values[v] > 0 && need > 0; values[v]-- {
			need -= v
			moves++
		}
	}
	return moves
}

// bound returns a lower bound on the moves that leave at most k pieces:
// the line cover's or the capacity's, whichever is more.
func (p *pos) bound(k int) int {
	if p.n <= k {
		return 0
	}
	return max(p.cover(k), p.capacity(k), 1)
}

// cover returns the line cover's lower bound on the moves that leave at
// most k pieces, fewer than p has (see the line cover above).
func (p *pos) cover(k int) int {
	var match [Side]int8 // the row matched to each column, or -1
	for i := range match {
		match[i] = -1
	}
	size := 0
	for r := range p.rows {
		var seen uint16
		if p.rows[r] != 0 && augment(&p.rows, &match, r, &seen) {
			size++
		}
	}
	h := size - k
	if k == 1 && !hasVitalEdge(&p.rows, &match) {
		h++
	}
	return h
}

// near reports whether the pieces are all linked by steps of at most r
// squares (orthogonal steps: the Manhattan distance), a condition for
// leaving one piece within r moves. The last move's mover stays on the
// board, so every piece of a line that leaves one takes part in it, and
// two parts of the pieces must meet: before the first move that holds
// pieces of both, the squares each part has held grow by at most a
// square next to them per move, the landing beside its last jumped
// piece, and pieces of both must stand side by side.
func (p *pos) near(r int) bool {
	var reached, frontier [Side]uint16
	for i, row := range p.rows {
		if row != 0 {
			reached[i] = row & -row
			break
		}
	}
	frontier = reached
	for count := 1; count < p.n; {
		ball := frontier
		for range r {
			ball = dilate(&ball)
		}
		grew := false
		for i := range ball {
			add := p.rows[i] & ball[i] &^ reached[i]
			frontier[i] = add
			if add != 0 {
				reached[i] |= add
				count += bits.OnesCount16(add)
				grew = true
			}
		}
		if !grew {
			return false
		}
	}
	return true
}

// dilate returns the squares of rows and those beside them.
func dilate(rows *[Side]uint16) [Side]uint16 {
	var out [Side]uint16
	for i, row := range rows {
		out[i] |= row | row<<1 | row>>1
		if i > 0 {
			out[i-1] |= row
		}
		if i < Side-1 {
			out[i+1] |= row
		}
	}
	return out
}

// augment looks for an augmenting path from row r through the columns
// not yet seen in this attempt, and flips it into match.
func augment(rows *[Side]uint16, match *[Side]int8, r int, seen *uint16) bool {
	for free := rows[r] &^ *seen; free != 0; free = rows[r] &^ *seen {
		c := bits.TrailingZeros16(free)
		*seen |= 1 << c
		if match[c] < 0 || augment(rows, match, int(match[c]), seen) {
			match[c] = int8(r)
			return true
		}
	}
	return false
}

// hasVitalEdge reports whether some edge, a piece, lies in every maximum
// matching; match is a maximum one.
func hasVitalEdge(rows *[Side]uint16, match *[Side]int8) bool {
	for c, r := range match {
		if r < 0 {
			continue
		}
		without := *rows
		without[r] &^= 1 << c
		m := *match
		m[c] = -1
		var seen uint16
		if !augment(&without, &m, int(r), &seen) {
			return true
		}
	}
	return false
}

// Solve looks for the fewest moves that leave one piece, or failing that
// as few pieces as possible (rules.Solver).
func (s *State) Solve(ctx context.Context, limits rules.SolveLimits, progress func(rules.Solution)) rules.Solution {
	sv := &solver{ctx: ctx, limits: limits, progress: progress, root: newPos(s), lastTick: time.Now(), budget: math.MaxInt64}
	sv.best = rules.Solution{Score: s.left, ScoreBound: min(1, s.left)}
	if s.over {
		sv.best.ScoreBound, sv.best.Proven = s.left, true
		return sv.best
	}
	sv.k = sv.best.ScoreBound
	sv.best.Bound = sv.root.bound(sv.k)
	memory := limits.Memory
	if memory <= 0 {
		memory = DefaultMemory
	}
	sv.tt = make([]uint64, 1<<(bits.Len(uint(memory/8))-1))
	sv.offer(nil) // the greedy line, at once
	if limits.Goal > 0 {
		sv.reach(limits.Goal)
		return sv.result()
	}
	for _, b := range beams {
		if sv.beam(b.width, b.weights, noLine); sv.stopped {
			return sv.result()
		}
	}
	for {
		// Iterative deepening: the fewest moves that leave k pieces.
		if k := sv.best.ScoreBound; k != sv.k {
			sv.k = k
			clear(sv.tt) // its bounds are for leaving sv.k
		}
		k := sv.k
		longest := sv.root.n - k // every move removes a piece
		if k == sv.best.Score {
			longest = len(sv.best.Moves) - 1
		}
		for limit := sv.best.Bound; limit <= longest; {
			// Beams kept to lines that may leave k in limit moves, or
			// one more, often find one long before the round would.
			for _, l := range []int{limit, limit + 1} {
				if l <= longest && !sv.stopped {
					sv.beam(limitedBeam.width, limitedBeam.weights, l)
				}
			}
			if sv.stopped {
				return sv.result()
			}
			if sv.best.Score <= k {
				longest = min(longest, len(sv.best.Moves)-1)
			}
			if limit > longest {
				break
			}
			ok, next := sv.dfs(&sv.root, 0, limit)
			if sv.stopped {
				return sv.result()
			}
			if ok {
				sv.offer(sv.line[:next])
				break
			}
			limit = next
			sv.best.Bound = min(next, longest+1)
			sv.report()
		}
		if sv.best.Score <= k {
			// Every shorter round failed.
			sv.best.Bound, sv.best.Proven = len(sv.best.Moves), true
			sv.report()
			return sv.result()
		}
		// No line leaves k pieces.
		sv.best.ScoreBound = k + 1
		sv.best.Bound = sv.root.bound(k + 1)
		sv.report()
	}
}

// reach answers SolveLimits.Goal: one depth-first search, with no bound
// on its moves but that each removes a piece, for a line that leaves at
// most goal pieces. It offers the line it finds, or proves that none
// does.
func (sv *solver) reach(goal int) {
	if sv.best.Score <= goal || sv.best.ScoreBound > goal {
		return // the greedy line leaves goal, or the start is fewer
	}
	sv.k = goal
	ok, next := sv.dfs(&sv.root, 0, sv.root.n-goal)
	switch {
	case sv.stopped:
	case ok:
		sv.offer(sv.line[:next])
	default:
		sv.best.ScoreBound = goal + 1
		sv.best.Bound = sv.root.bound(goal + 1)
		sv.report()
	}
}

// limitedBeam is the beam search played before each round of iterative
// deepening, kept to the lines that may be as short as the round's.
var limitedBeam = struct {
	width   int
	weights [4]int
}{2048, [4]int{0, 1, 2, 4}}

// beams are the beam searches played first, for a first line: their
// width and the weights of their ranking (see beamKey).
var beams = []struct {
	width   int
	weights [4]int
}{{256, [4]int{1, 1, 3, 4}}, {2048, [4]int{0, 1, 2, 4}}}

// A beam hands the completionTries best positions of each level with at
// most completionPieces pieces to a depth-first search of at most
// completionNodes positions, which looks for the rest of a line.
const (
	completionPieces = 20
	completionTries  = 4
	completionNodes  = 200_000
)

// noLine stands for "no line at all" in bounds on moves.
const noLine = 200

type solver struct {
	ctx      context.Context
	limits   rules.SolveLimits
	progress func(rules.Solution)
	root     pos
	best     rules.Solution
	// k is the number of pieces searched for: a line must leave at most
	// k.
	k int
	// tt maps positions to a lower bound on the moves they still need
	// to leave k pieces: the hash's high 56 bits and the bound in the
	// low 8.
	tt    []uint64
	nodes int64
	// budget is the node count at which a depth-first search gives up.
	budget   int64
	stopped  bool
	lastTick time.Time
	// line is the line being searched; bufs holds the moves of each
	// depth.
	line [Squares]rules.Move
	bufs [Squares][]jump
}

// count counts a node and, every so often, ticks and checks the limits.
func (sv *solver) count() {
	sv.nodes++
	if sv.nodes&1023 != 0 {
		return
	}
	now := time.Now()
	if sv.limits.Tick != nil && now.Sub(sv.lastTick) >= 20*time.Millisecond {
		sv.limits.Tick()
		sv.lastTick = time.Now()
	}
	if sv.ctx.Err() != nil || sv.limits.Nodes > 0 && sv.nodes >= sv.limits.Nodes {
		sv.stopped = true
	}
}

// halted reports whether the search must stop: the limits are reached,
// or the budget of a depth-first search.
func (sv *solver) halted() bool {
	return sv.stopped || sv.nodes >= sv.budget
}

func (sv *solver) result() rules.Solution {
	sol := sv.best
	sol.Moves = slices.Clone(sol.Moves)
	sol.Nodes = sv.nodes
	return sol
}

func (sv *solver) report() {
	if sv.progress != nil {
		sv.progress(sv.result())
	}
}

// offer plays line from the root to the end (the first legal moves after
// it) and keeps it when it is better than the best.
func (sv *solver) offer(line []rules.Move) {
	p := sv.root
	moves := slices.Clone(line)
	for _, m := range moves {
		p.apply(m)
	}
	for {
		js := p.jumps(nil)
		if len(js) == 0 {
			break
		}
		p.apply(js[0].m)
		moves = append(moves, js[0].m)
	}
	b := &sv.best
	if b.Moves != nil && (p.n > b.Score || p.n == b.Score && len(moves) >= len(b.Moves)) {
		return
	}
	b.Moves, b.Score = moves, p.n
	b.Proven = b.ScoreBound == b.Score && b.Bound == len(moves)
	sv.report()
}

// dfs looks for a line of at most limit moves from p, g moves from the
// root, that leaves at most k pieces; it is found in sv.line[:g'] when
// it returns true. Otherwise next is the fewest moves from the root a
// line through p could take, as far as the search saw (noLine: none).
func (sv *solver) dfs(p *pos, g, limit int) (found bool, next int) {
	sv.count()
	k := sv.k
	if p.n <= k {
		return true, g
	}
	if h := p.capacity(k); g+h > limit {
		return false, g + h
	}
	if h := p.cover(k); g+h > limit {
		return false, g + h
	}
	if k == 1 && !p.near(limit-g) {
		return false, limit + 1
	}
	if g == limit-1 {
		// One move left: the one that removes most must leave k.
		sv.bufs[g] = p.jumps(sv.bufs[g])
		if len(sv.bufs[g]) == 0 {
			return false, noLine
		}
		if j := sv.bufs[g][0]; p.n-j.removed <= k {
			sv.line[g] = j.m
			return true, g + 1
		}
		return false, g + 2
	}
	hash := p.canonical()
	slot := (hash ^ hash>>29) & uint64(len(sv.tt)-1)
	key := hash &^ 0xff
	if e := sv.tt[slot]; e&^0xff == key && g+int(e&0xff) > limit {
		return false, g + int(e&0xff)
	}
	sv.bufs[g] = p.jumps(sv.bufs[g])
	next = noLine
	for i := range sv.bufs[g] {
		if sv.halted() {
			return false, 0
		}
		c := *p
		c.apply(sv.bufs[g][i].m)
		sv.line[g] = sv.bufs[g][i].m
		ok, n := sv.dfs(&c, g+1, limit)
		if ok {
			return true, n
		}
		next = min(next, n)
	}
	if sv.halted() {
		return false, 0
	}
	sv.tt[slot] = key | uint64(min(next-g, noLine))
	return false, next
}

// complete looks for the rest of a line from p, reached from the root by
// line, that leaves k pieces within limit moves from the root and is
// shorter than the best: a depth-first search of a few positions.
func (sv *solver) complete(p *pos, line []rules.Move, limit int) {
	if sv.best.Score <= sv.k {
		limit = min(limit, len(sv.best.Moves)-1)
	}
	g := len(line)
	limit = min(limit, g+p.n-sv.k) // every move removes a piece
	if g+p.bound(sv.k) > limit {
		return
	}
	copy(sv.line[:], line)
	sv.budget = sv.nodes + completionNodes
	ok, next := sv.dfs(p, g, limit)
	sv.budget = math.MaxInt64
	if ok {
		sv.offer(sv.line[:next])
	}
}

// beamNode is a position of a beam search: its parent in the level
// before and the move from there.
type beamNode struct {
	parent int32
	m      rules.Move
}

// beam plays a beam search of the given width: each level keeps the
// width best positions one move further, and hands the best of those
// with few pieces to a depth-first search for the rest of a line (see
// complete). It keeps only the positions from which, by the bound, k
// pieces may be left within limit moves from the root.
func (sv *solver) beam(width int, weights [4]int, limit int) {
	type candidate struct {
		node beamNode
		key  int
	}
	// The buffers are reused from level to level: in a browser the
	// memory a program once takes is never given back.
	levels := [][]beamNode{{{parent: -1}}}
	positions, next := append(make([]pos, 0, width), sv.root), make([]pos, 0, width)
	var buf []jump
	var cands []candidate
	var few []int
	seen := map[uint64]bool{}
	for g := 1; len(positions) > 0; g++ {
		cands = cands[:0]
		clear(seen)
		for i := range positions {
			buf = positions[i].jumps(buf)
			if len(buf) == 0 {
				sv.offer(beamLine(levels, int32(i)))
			}
			for _, j := range buf {
				sv.count()
				c := positions[i]
				c.apply(j.m)
				if seen[c.hash] {
					continue
				}
				seen[c.hash] = true
				if g+c.bound(sv.k) > limit {
					continue
				}
				cands = append(cands, candidate{node: beamNode{int32(i), j.m}, key: beamKey(&c, weights)})
			}
			if sv.stopped {
				return
			}
		}
		cands = best(cands, width, func(c candidate) int { return c.key })
		level := make([]beamNode, len(cands))
		next = next[:len(cands)]
		for i, c := range cands {
			level[i] = c.node
			next[i] = positions[c.node.parent]
			next[i].apply(c.node.m)
		}
		levels = append(levels, level)
		positions, next = next, positions[:0]
		// The best positions with few pieces, by their keys.
		few = few[:0]
		for i := range positions {
			if positions[i].n <= completionPieces {
				few = append(few, i)
			}
		}
		slices.SortStableFunc(few, func(a, b int) int { return cands[a].key - cands[b].key })
		for _, i := range few[:min(len(few), completionTries)] {
			if sv.complete(&positions[i], beamLine(levels, int32(i)), limit); sv.stopped {
				return
			}
		}
	}
}

// best returns the n items of list with the lowest keys, in their
// order in list; keys are small and not negative.
func best[T any](list []T, n int, key func(T) int) []T {
	if len(list) <= n {
		return list
	}
	var count []int
	for _, x := range list {
		k := key(x)
		for len(count) <= k {
			count = append(count, 0)
		}
		count[k]++
	}
	// Every key below cut is kept, and the first of those equal to it.
	cut, below := 0, 0
	for below+count[cut] < n {
		below += count[cut]
		cut++
	}
	atCut := n - below
	out := list[:0]
	for _, x := range list {
		switch k := key(x); {
		case k < cut:
			out = append(out, x)
		case k == cut && atCut > 0:
			out = append(out, x)
			atCut--
		}
	}
	return out
}

// beamLine returns the moves to node i of the last level.
func beamLine(levels [][]beamNode, i int32) []rules.Move {
	var line []rules.Move
	for d := len(levels) - 1; d > 0; d-- {
		n := levels[d][i]
		line = append(line, n.m)
		i = n.parent
	}
	slices.Reverse(line)
	return line
}

// isolated counts the pieces with no piece beside them: they cannot move,
// and wait for a piece to land next to them.
func (p *pos) isolated() int {
	n := 0
	for r, row := range p.rows {
		near := row<<1 | row>>1
		if r > 0 {
			near |= p.rows[r-1]
		}
		if r < Side-1 {
			near |= p.rows[r+1]
		}
		n += bits.OnesCount16(row &^ near)
	}
	return n
}

// groups counts the groups of pieces, each piece with those on the eight
// squares around it: groups far apart cannot end as one piece.
func (p *pos) groups() int {
	left := p.rows
	n := 0
	for r := 0; r < Side; {
		if left[r] == 0 {
			r++
			continue
		}
		n++
		var group [Side]uint16
		group[r] = left[r] & -left[r]
		for grew := true; grew; {
			grew = false
			for i := range group {
				near := group[i]
				if i > 0 {
					near |= group[i-1]
				}
				if i < Side-1 {
					near |= group[i+1]
				}
				if add := left[i] & (near | near<<1 | near>>1) &^ group[i]; add != 0 {
					group[i] |= add
					grew = true
				}
			}
		}
		for i := range left {
			left[i] &^= group[i]
		}
	}
	return n
}

// beamKey ranks positions for a beam search, lowest first: weights of
// the bound on the moves still needed, the pieces, the pieces isolated
// and the groups but one.
func beamKey(p *pos, weights [4]int) int {
	return weights[0]*p.bound(1) + weights[1]*p.n + weights[2]*p.isolated() + weights[3]*(p.groups()-1)
}

// symmetries lists, for each of the board's eight symmetries, where it
// takes each square: the start area is the board's centre, so the
// symmetries of a deal are those of the board.
var symmetries = func() (t [8][Squares]uint8) {
	for i := range t {
		for sq := range Squares {
			c, r := sq%Side, sq/Side
			if i&1 != 0 {
				c = Side - 1 - c
			}
			if i&2 != 0 {
				r = Side - 1 - r
			}
			if i&4 != 0 {
				c, r = r, c
			}
			t[i][sq] = uint8(r*Side + c)
		}
	}
	return t
}()

// imageKeys holds, for each square, the key of its image by each
// symmetry.
var imageKeys = func() (k [Squares][len(symmetries)]uint64) {
	for sq := range k {
		for t := range symmetries {
			k[sq][t] = zobrist[symmetries[t][sq]][1]
		}
	}
	return k
}()

// canonical returns a hash of p that is the same for its images by the
// board's symmetries and for any renaming of its colours (the rules only
// ask whether two colours are the same): the least, over the symmetries,
// of a sum over the colours, which ignores their order, of a mix of the
// keys of their squares' images.
func (p *pos) canonical() uint64 {
	best := ^uint64(0)
	for t := range p.classes {
		h := uint64(0)
		for _, x := range p.classes[t] {
			x = (x ^ x>>31) * 0x7fb5d329728ea185
			x = (x ^ x>>27) * 0x81dadef4bc2dd44d
			h += x ^ x>>33
		}
		best = min(best, h)
	}
	return best
}
