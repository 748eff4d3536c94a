package bloqs

import (
	"slices"

	"impasse/rules"
)

// reference is a plain implementation of the rules, square by square and
// with a flood fill of the whole board after every candidate placement:
// slow, short and independent of the bit masks and the incremental
// bookkeeping of State, for checking them.
type reference struct {
	b *Board
	// height[x][y] is the height of the block on the square, 0 when empty.
	height  [MaxSide][MaxSide]int
	placed  int
	toMove  int
	players int
	scores  []int
	// isolated[x][y] is true for the squares of regions isolated so far.
	isolated [MaxSide][MaxSide]bool
}

func newReference(b *Board, players int) *reference {
	return &reference{b: b, players: players, scores: make([]int, players)}
}

func (rf *reference) on(x, y int) bool {
	return x >= 0 && y >= 0 && x < rf.b.Cols && y < rf.b.Rows && rf.b.On(x+1, y+1)
}

func (rf *reference) empty(x, y int) bool { return rf.on(x, y) && rf.height[x][y] == 0 }

var sides = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

// legal lists the legal placements in increasing order.
func (rf *reference) legal() []rules.Move {
	var out []rules.Move
	if rf.placed == Pool {
		return nil
	}
	for f, fp := range Footprints {
		for r := 0; r < rf.b.Rows; r++ {
			for c := 0; c < rf.b.Cols; c++ {
				if rf.allowed(f, fp, c, r) {
					out = append(out, rf.b.encode(f, c, r))
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

func (rf *reference) allowed(f int, fp Footprint, c, r int) bool {
	inside := func(x, y int) bool { return x >= c && x < c+fp.W && y >= r && y < r+fp.H }
	touches, same := false, false
	for x := c; x < c+fp.W; x++ {
		for y := r; y < r+fp.H; y++ {
			if !rf.empty(x, y) {
				return false
			}
			for _, d := range sides {
				nx, ny := x+d[0], y+d[1]
				if inside(nx, ny) {
					continue
				}
				if rf.placed == 0 && !rf.on(nx, ny) {
					return false // the first block touches the edge
				}
				if rf.on(nx, ny) && rf.height[nx][ny] != 0 {
					touches = true
					same = same || rf.height[nx][ny] == fp.Height
				}
			}
		}
	}
	if rf.placed == 0 {
		return true
	}
	return touches && (!same || rf.gain(f, c, r) > 0)
}

// regions returns the regions of empty squares, each a list of squares.
func (rf *reference) regions() [][][2]int {
	var seen [MaxSide][MaxSide]bool
	var out [][][2]int
	for x := 0; x < rf.b.Cols; x++ {
		for y := 0; y < rf.b.Rows; y++ {
			if !rf.empty(x, y) || seen[x][y] {
				continue
			}
			seen[x][y] = true
			region := [][2]int{{x, y}}
			for i := 0; i < len(region); i++ {
				for _, d := range sides {
					nx, ny := region[i][0]+d[0], region[i][1]+d[1]
					if rf.empty(nx, ny) && !seen[nx][ny] {
						seen[nx][ny] = true
						region = append(region, [2]int{nx, ny})
					}
				}
			}
			out = append(out, region)
		}
	}
	return out
}

// fits reports whether an empty 2 × 3 or 3 × 2 rectangle lies in region.
func (rf *reference) fits(region [][2]int) bool {
	in := map[[2]int]bool{}
	for _, sq := range region {
		in[sq] = true
	}
	for _, sq := range region {
		for _, wh := range [2][2]int{{2, 3}, {3, 2}} {
			all := true
			for dx := 0; dx < wh[0] && all; dx++ {
				for dy := 0; dy < wh[1] && all; dy++ {
					all = in[[2]int{sq[0] + dx, sq[1] + dy}]
				}
			}
			if all {
				return true
			}
		}
	}
	return false
}

// place puts the block down and returns the squares of the newly
// isolated regions: isolated now, and not a region isolated before.
func (rf *reference) place(f, c, r int) [][2]int {
	fp := Footprints[f]
	for x := c; x < c+fp.W; x++ {
		for y := r; y < r+fp.H; y++ {
			rf.height[x][y] = fp.Height
		}
	}
	var fresh [][2]int
	for _, region := range rf.regions() {
		if rf.fits(region) {
			continue
		}
		old := true
		for _, sq := range region {
			old = old && rf.isolated[sq[0]][sq[1]]
		}
		if !old {
			fresh = append(fresh, region...)
		}
	}
	return fresh
}

// gain returns the points placing footprint f at (c, r) would score.
func (rf *reference) gain(f, c, r int) int {
	saved := rf.height
	n := len(rf.place(f, c, r))
	rf.height = saved
	return n
}

func (rf *reference) apply(m rules.Move) {
	f, c, r := rf.b.decode(m)
	fresh := rf.place(f, c, r)
	for _, sq := range fresh {
		rf.isolated[sq[0]][sq[1]] = true
	}
	rf.scores[rf.toMove] += len(fresh)
	rf.placed++
	rf.toMove = (rf.toMove + 1) % rf.players
}
