// Package table is the exact solution of Alignement's moving phase: every
// position with all ten pieces on the board, for each of the six phases of
// the cycle (seat and kind to play), up to the eight symmetries of the
// grid, with its distance to the end under perfect play. Solve computes it
// by retrograde analysis; the table is a native tool's output, never
// shipped. Solver searches the placing turns down to it.
//
// The tools, on a machine with 3 GB of memory to spare:
//
//	go run ./internal/alignement/table/cmd/solve -out TABLE
//	go run ./internal/alignement/table/cmd/check -table TABLE -records DIR -player "level 5"
//	go run ./internal/alignement/table/cmd/book -table TABLE
//
// solve writes the table (2,043,241,200 bytes, 80 minutes on two cores);
// check prints the value of the start and checks a player's moves in game
// records against it; book writes the package's opening book from it (4
// minutes).
package table

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"impasse/rules/alignement"
	"impasse/rules/buchholz"
)

// Kinds index pieces as package buchholz does: cylinder, triangle, square.
const (
	cyl = iota
	tri
	sqr
)

// cycle is the kind played at each phase modulo 3.
var cycle = [3]int{sqr, tri, cyl}

// Pos is a position: the circles of each seat's pieces of each kind, as
// bit masks over the 16 circles (circle y*4+x).
type Pos [2][3]uint16

// Phase p means seat p%2 to play the kind cycle[p%3].

// Byte values of the table.
const (
	// Unused marks an index that is not a canonical reachable position.
	Unused = 255
	// Far marks a position decided at a distance too long for a byte: the
	// table's far entries hold it.
	Far = 254
	// Decided is added to the distance, in plies, to the end: even for a
	// loss of the side to move, odd for a win. Below it, a position is
	// undecided (a draw once solved).
	Decided = 16
	// maxNear is the longest distance a byte holds.
	maxNear = Far - 1 - Decided
)

// Sizes of the index: six phases, three classes of the red cylinder's
// circle, and the other nine pieces on the fifteen circles left.
const (
	restSize = 105 * 78 * 11 * 45 * 28
	Size     = 6 * 3 * restSize
)

// reps are the circles the red cylinder is brought to: a corner, an edge
// and a centre circle.
var reps = [3]int{0, 1, 5}

var (
	nbr   [3][16]uint16
	lines [10]uint16
	// syms[g][c] is the image of circle c under symmetry g; toRep[c] is a
	// symmetry taking c to its class's representative, repClass[c] that
	// class.
	syms          [8][16]int
	symLo, symHi  [8][256]uint16
	toRep         [16]int
	repClass      [16]int
	diag          = 4 // the reflection in the main diagonal, in syms
	choose2Inv    [120][2]int8
	errBadVersion = errors.New("table: not a table of this size")
)

func init() {
	// The grid's geometry is the game's: its moves, lines and symmetries.
	for c := 0; c < 16; c++ {
		for k := range nbr {
			nbr[k][c] = alignement.Reach(buchholz.Kind(k), c)
		}
	}
	copy(lines[:], alignement.Lines())
	for g := 0; g < 8; g++ {
		for c := 0; c < 16; c++ {
			syms[g][c] = alignement.Symmetry(g, c)
		}
		for b := 0; b < 256; b++ {
			for i := 0; i < 8; i++ {
				if b>>i&1 != 0 {
					symLo[g][b] |= 1 << syms[g][i]
					symHi[g][b] |= 1 << syms[g][i+8]
				}
			}
		}
	}
	for c := 0; c < 16; c++ {
		toRep[c] = -1
		for g := 0; g < 8 && toRep[c] < 0; g++ {
			for k, r := range reps {
				if syms[g][c] == r {
					toRep[c], repClass[c] = g, k
				}
			}
		}
	}
	i := 0
	for b := 1; b < 16; b++ {
		for a := 0; a < b; a++ {
			choose2Inv[i] = [2]int8{int8(a), int8(b)}
			i++
		}
	}
}

func apply(g int, m uint16) uint16 { return symLo[g][m&0xff] | symHi[g][m>>8] }

func (p *Pos) sym(g int) Pos {
	var q Pos
	for s := 0; s < 2; s++ {
		for k := 0; k < 3; k++ {
			q[s][k] = apply(g, p[s][k])
		}
	}
	return q
}

func less(a, b *Pos) bool {
	for s := 0; s < 2; s++ {
		for k := 0; k < 3; k++ {
			if a[s][k] != b[s][k] {
				return a[s][k] < b[s][k]
			}
		}
	}
	return false
}

// Canonical returns the representative of p's class under the symmetries:
// the red cylinder on circle 0, 1 or 5, and for 0 and 5 the smaller of p
// and its reflection in the main diagonal.
func Canonical(p Pos) Pos {
	c := bits.TrailingZeros16(p[0][cyl])
	q := p.sym(toRep[c])
	if r := reps[repClass[c]]; r == 0 || r == 5 {
		if d := q.sym(diag); less(&d, &q) {
			return d
		}
	}
	return q
}

// rank2 ranks a two-circle set within the circles of avail.
func rank2(set, avail uint16) int {
	a := bits.OnesCount16(avail & (set&-set - 1))
	hi := set & (set - 1)
	b := bits.OnesCount16(avail & (hi - 1))
	return b*(b-1)/2 + a
}

func rank1(set, avail uint16) int { return bits.OnesCount16(avail & (set - 1)) }

// nth returns the circle of the n-th set bit of avail, from 0.
func nth(avail uint16, n int) uint16 {
	for ; n > 0; n-- {
		avail &= avail - 1
	}
	return avail & -avail
}

// Index returns the table index of p, a canonical full-board position,
// at phase ph.
func Index(p *Pos, ph int) int {
	rc := repClass[bits.TrailingZeros16(p[0][cyl])]
	avail := ^p[0][cyl]
	r := rank2(p[0][tri], avail)
	avail &^= p[0][tri]
	r = r*78 + rank2(p[0][sqr], avail)
	avail &^= p[0][sqr]
	r = r*11 + rank1(p[1][cyl], avail)
	avail &^= p[1][cyl]
	r = r*45 + rank2(p[1][tri], avail)
	avail &^= p[1][tri]
	r = r*28 + rank2(p[1][sqr], avail)
	return (ph*3+rc)*restSize + r
}

func unrank2(avail uint16, r int) uint16 {
	ab := choose2Inv[r]
	return nth(avail, int(ab[0])) | nth(avail, int(ab[1]))
}

// Decode returns the position and phase of index i.
func Decode(i int) (Pos, int) {
	var p Pos
	r := i % restSize
	q := i / restSize
	ph, rc := q/3, q%3
	p[0][cyl] = 1 << reps[rc]
	avail := ^p[0][cyl]
	rs := [5]int{}
	for j, n := range [5]int{28, 45, 11, 78, 105} {
		rs[4-j] = r % n
		r /= n
	}
	p[0][tri] = unrank2(avail, rs[0])
	avail &^= p[0][tri]
	p[0][sqr] = unrank2(avail, rs[1])
	avail &^= p[0][sqr]
	p[1][cyl] = nth(avail, rs[2])
	avail &^= p[1][cyl]
	p[1][tri] = unrank2(avail, rs[3])
	avail &^= p[1][tri]
	p[1][sqr] = unrank2(avail, rs[4])
	return p, ph
}

func own(p *Pos, s int) uint16 { return p[s][0] | p[s][1] | p[s][2] }

func hasLine(m uint16) bool {
	for _, l := range lines {
		if m&l == l {
			return true
		}
	}
	return false
}

// Successors appends to buf[:0] the distinct indices of the positions the
// side to move at phase ph can move to from p.
func Successors(p *Pos, ph int, buf []int) []int {
	return neighbours(p, ph%2, cycle[ph%3], (ph+1)%6, buf)
}

// predecessors appends to buf[:0] the distinct indices of the positions
// that move to p, which is at phase ph, in one move.
func predecessors(p *Pos, ph int, buf []int) []int {
	pph := (ph + 5) % 6
	return neighbours(p, pph%2, cycle[pph%3], pph, buf)
}

// neighbours appends to buf[:0] the distinct indices, at phase to, of the
// positions where one of seat s's pieces of kind k on p has stepped to an
// adjacent empty circle. Moves and the steps taking them back are the
// same steps, so this gives successors and predecessors alike.
func neighbours(p *Pos, s, k, to int, buf []int) []int {
	buf = buf[:0]
	empty := ^(own(p, 0) | own(p, 1))
	for m := p[s][k]; m != 0; m &= m - 1 {
		a := m & -m
		for n := nbr[k][bits.TrailingZeros16(a)] & empty; n != 0; n &= n - 1 {
			q := *p
			q[s][k] ^= a | n&-n
			q = Canonical(q)
			j := Index(&q, to)
			if !slices.Contains(buf, j) {
				buf = append(buf, j)
			}
		}
	}
	return buf
}

// Table is the solved moving phase: a byte per index, and the distances
// too long for a byte by index.
type Table struct {
	bytes []byte
	far   map[int32]uint16
}

// Dist returns the distance to the end of the position at index i, and
// false for a draw.
func (t *Table) Dist(i int) (int, bool) {
	switch v := t.bytes[i]; {
	case v == Far:
		return int(t.far[int32(i)]), true
	case v >= Decided && v != Unused:
		return int(v - Decided), true
	}
	return 0, false
}

// set records distance d for index i.
func (t *Table) set(i, d int) {
	if d <= maxNear {
		t.bytes[i] = byte(Decided + d)
		return
	}
	t.bytes[i] = Far
	t.far[int32(i)] = uint16(d)
}

// Solve computes the table by retrograde analysis. progress, when not
// nil, is told of each finished step.
func Solve(progress func(format string, args ...any)) (*Table, error) {
	t := &Table{bytes: make([]byte, Size), far: map[int32]uint16{}}
	log := func(format string, args ...any) {
		if progress != nil {
			progress(format, args...)
		}
	}
	var wg sync.WaitGroup
	const workers = 2
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf []int
			for i := w * Size / workers; i < (w+1)*Size/workers; i++ {
				p, ph := Decode(i)
				if c := Canonical(p); c != p {
					t.bytes[i] = Unused
					continue
				}
				s := ph % 2
				switch {
				case hasLine(own(&p, 1-s)):
					t.bytes[i] = Decided
				case hasLine(own(&p, s)):
					t.bytes[i] = Unused
				default:
					buf = Successors(&p, ph, buf)
					t.bytes[i] = byte(Decided)
					if len(buf) > 0 {
						t.bytes[i] = byte(len(buf))
					}
				}
			}
		}()
	}
	wg.Wait()
	log("initialised")
	// The words of the bytes, updated with compare-and-swap by the
	// workers; a large allocation is word-aligned and Size is a multiple
	// of 4.
	words := unsafe.Slice((*uint32)(unsafe.Pointer(&t.bytes[0])), Size/4)
	for d := 0; d < maxNear; d++ {
		want := byte(Decided + d)
		var found atomic.Int64
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var buf []int
				n := 0
				for wi := w * len(words) / workers; wi < (w+1)*len(words)/workers; wi++ {
					word := atomic.LoadUint32(&words[wi])
					for b := 0; b < 4; b++ {
						if byte(word>>(8*b)) != want {
							continue
						}
						n++
						p, ph := Decode(4*wi + b)
						buf = predecessors(&p, ph, buf)
						for _, j := range buf {
							update(words, j, d)
						}
					}
				}
				found.Add(int64(n))
			}()
		}
		wg.Wait()
		log("distance %d: %d positions", d, found.Load())
		if found.Load() == 0 {
			return t, nil
		}
	}
	// The positions left are few: go on among them alone.
	return t, t.finish(maxNear, log)
}

// update tells the undecided position j that a move leads to a position
// decided at distance d: a loss there makes j a win at d+1; a win takes
// one move off j's count, and j is lost at d+1 when none is left.
func update(words []uint32, j, d int) {
	p, sh := &words[j/4], 8*(j%4)
	for {
		w := atomic.LoadUint32(p)
		v := byte(w >> sh)
		if v >= Decided {
			return
		}
		nv := v - 1
		if d%2 == 0 || v == 1 {
			nv = byte(Decided + d + 1)
		}
		if atomic.CompareAndSwapUint32(p, w, w&^(0xff<<sh)|uint32(nv)<<sh) {
			return
		}
	}
}

// finish decides the positions still undecided, or decided beyond
// distance known, when every distance up to known is final: step by step
// among those positions alone, each a win one ply after a move to a loss
// at the distance before, a loss one ply after the longest of its moves
// when all of them are to wins. What it leaves undecided is drawn.
func (t *Table) finish(known int, log func(format string, args ...any)) error {
	var open []int32
	for i, v := range t.bytes {
		if v != Unused && (v < Decided || v == Far || int(v-Decided) > known) {
			open = append(open, int32(i))
			t.bytes[i] = 1
		}
	}
	clear(t.far)
	log("finishing: %d positions beyond distance %d", len(open), known)
	// The moves of the open positions, flattened.
	first := make([]int32, len(open)+1)
	var moves []int32
	var buf []int
	for k, i := range open {
		p, ph := Decode(int(i))
		buf = Successors(&p, ph, buf)
		for _, j := range buf {
			moves = append(moves, int32(j))
		}
		first[k+1] = int32(len(moves))
	}
	type decision struct{ i, d int }
	for d := known + 1; ; d++ {
		var found []decision
		for k, i := range open {
			if t.bytes[i] != 1 {
				continue
			}
			win, allWins, longest := false, true, -1
			for _, j := range moves[first[k]:first[k+1]] {
				e, ok := t.Dist(int(j))
				switch {
				case !ok:
					allWins = false
				case e%2 == 0:
					allWins = false
					win = win || e == d-1
				default:
					longest = max(longest, e)
				}
			}
			if win || allWins && longest == d-1 {
				found = append(found, decision{int(i), d})
			}
		}
		for _, f := range found {
			t.set(f.i, f.d)
		}
		log("distance %d: %d positions", d, len(found))
		if len(found) == 0 {
			return nil
		}
	}
}

// Value returns the distance to the end of position p (any, not only
// canonical) at phase ph, and false for a draw.
func (t *Table) Value(p Pos, ph int) (int, bool) {
	c := Canonical(p)
	return t.Dist(Index(&c, ph))
}

// Save writes the table to a file, and its far entries to the file's
// name followed by ".far".
func (t *Table) Save(name string) error {
	if err := os.WriteFile(name, t.bytes, 0o644); err != nil {
		return err
	}
	far := make([]byte, 0, 6*len(t.far))
	for i, d := range t.far {
		far = binary.LittleEndian.AppendUint32(far, uint32(i))
		far = binary.LittleEndian.AppendUint16(far, d)
	}
	return os.WriteFile(name+".far", far, 0o644)
}

// Load reads a table written by Save.
func Load(name string) (*Table, error) {
	t, err := loadBytes(name)
	if err != nil {
		return nil, err
	}
	far, err := os.ReadFile(name + ".far")
	if err != nil {
		return nil, err
	}
	if len(far)%6 != 0 {
		return nil, fmt.Errorf("%s.far: %w", name, errBadVersion)
	}
	for ; len(far) > 0; far = far[6:] {
		i := binary.LittleEndian.Uint32(far)
		if int(i) >= Size || t.bytes[i] != Far {
			return nil, fmt.Errorf("%s.far: index %d is not far", name, i)
		}
		t.far[int32(i)] = binary.LittleEndian.Uint16(far[4:])
	}
	return t, nil
}

// loadBytes reads the bytes of a table, without far entries.
func loadBytes(name string) (*Table, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	if len(b) != Size {
		return nil, fmt.Errorf("%s: %w", name, errBadVersion)
	}
	return &Table{bytes: b, far: map[int32]uint16{}}, nil
}

// Finish completes a table whose solving stopped short, written by an
// earlier version that could not hold distances beyond a byte: every
// distance up to known is taken as final, the rest worked out again
// (finish), and the table saved with its far entries.
func Finish(name string, known int, progress func(format string, args ...any)) (*Table, error) {
	t, err := loadBytes(name)
	if err != nil {
		return nil, err
	}
	if err := t.finish(known, progress); err != nil {
		return nil, err
	}
	return t, t.Save(name)
}

// Check tests n positions of t drawn by rng against the rules: a position
// lost at distance 0 is over; a won one has a move to a loss one ply
// shorter and none shorter; a lost one has only moves to wins, the longest
// one ply shorter; a drawn one has no move to a loss and one to a draw.
// Every far position is checked too.
func (t *Table) Check(n int, rng *rand.Rand) error {
	var buf []int
	check := func(i int) error {
		p, ph := Decode(i)
		s := ph % 2
		over := hasLine(own(&p, 1-s))
		buf = Successors(&p, ph, buf)
		if !over && len(buf) == 0 {
			over = true
		}
		v, decided := t.Dist(i)
		if over != (decided && v == 0) {
			return fmt.Errorf("index %d: distance %d (%v), over %v", i, v, decided, over)
		}
		if over {
			return nil
		}
		minLoss, maxWin, draws := 1<<20, -1, 0
		for _, j := range buf {
			if t.bytes[j] == Unused {
				return fmt.Errorf("index %d: a move to unused index %d", i, j)
			}
			switch c, ok := t.Dist(j); {
			case !ok:
				draws++
			case c%2 == 0:
				minLoss = min(minLoss, c)
			default:
				maxWin = max(maxWin, c)
			}
		}
		switch {
		case !decided:
			if minLoss < 1<<20 || draws == 0 {
				return fmt.Errorf("index %d: a draw with a move to a loss (%d) or no draw (%d)", i, minLoss, draws)
			}
		case v%2 == 1:
			if v != minLoss+1 {
				return fmt.Errorf("index %d: win at %d, shortest loss after a move %d", i, v, minLoss)
			}
		default:
			if minLoss < 1<<20 || draws > 0 || v != maxWin+1 {
				return fmt.Errorf("index %d: loss at %d, after a move: loss %d, draws %d, longest win %d", i, v, minLoss, draws, maxWin)
			}
		}
		return nil
	}
	for checked := 0; checked < n; {
		i := rng.IntN(Size)
		if t.bytes[i] == Unused {
			continue
		}
		checked++
		if err := check(i); err != nil {
			return err
		}
	}
	for i := range t.far {
		if err := check(int(i)); err != nil {
			return err
		}
	}
	return nil
}
