package ai

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"sync"
	"time"

	"impasse/rules"
)

// MCTS is Monte Carlo tree search for any number of players. Each node
// keeps the mean result of the seat that moved into it; selection follows
// the prior-weighted upper bound (PUCT) when the game gives priors, UCT
// otherwise. It uses what the game offers:
//
//   - rules.PlayoutPolicy for simulations (random moves otherwise);
//   - rules.Prior to rank a node's children and start their values;
//   - rules.Pruner to leave moves out of the tree;
//   - rules.Evaluator to cut simulations short (PlayoutDepth);
//   - rules.Imperfect: the search sees only the mover's view and samples
//     the hidden part afresh for every simulation (information-set MCTS);
//   - rules.ChanceState: chance nodes follow the odds;
//   - rules.MoveSpacer: enables RAVE (all-moves-as-first statistics);
//   - rules.Copier: simulations reuse one state instead of cloning.
//
// The zero value is usable: it runs 1000 simulations.
type MCTS struct {
	// Iterations bounds the number of simulations (0: no bound, but a
	// search needs Iterations or Time).
	Iterations int
	// Time bounds the search time (0: no bound).
	Time time.Duration
	// Seed makes the search repeatable: with an Iterations budget, one
	// thread and the same seed, the same move comes out.
	Seed uint64
	// Explore is the exploration constant (default 0.5 with priors, 0.7
	// without).
	Explore float64
	// PriorCount is the number of virtual results a new child starts
	// with (default 3).
	PriorCount float64
	// RAVE is the weight of an all-moves-as-first result for a move
	// played right after the node, decreasing linearly to 0 for moves
	// played at the end of the simulation (default 0: off).
	RAVE float64
	// RAVEParentMax and RAVEChildMax stop RAVE updates in nodes visited
	// more than so often (defaults 25000 and 2000).
	RAVEParentMax int
	RAVEChildMax  float64
	// ScoreWeight adds, for two-player games, a bonus for a better score
	// margin than usual in this search: ScoreWeight × sig(z) where z is
	// the standardised margin (default 0).
	ScoreWeight float64
	// LengthWeight prefers short wins and long losses in the same way
	// (default 0).
	LengthWeight float64
	// ExpandBase and ExpandPerDepth delay expansion: a leaf at depth d
	// expands once visited more than ExpandBase + ExpandPerDepth×d times
	// (defaults 0 and 0: at once).
	ExpandBase, ExpandPerDepth float64
	// PlayoutDepth cuts simulations after so many moves and scores them
	// with the game's Evaluator (0: play to the end).
	PlayoutDepth int
	// MaxNodes bounds the tree: when it holds so many nodes, the search
	// drops the children of its least visited nodes to go on growing
	// (default 8,000,000).
	MaxNodes int
	// Noise, in [0, 1], picks the move at random with probability growing
	// with its visits instead of the best one: weak levels.
	Noise float64
	// Threads runs that many independent searches in parallel and adds
	// up their root statistics (default 1).
	Threads int
	// PriorCut leaves out of a new node's children the moves whose prior
	// weight is below the heaviest one's times PriorCut (0: none): the
	// search would never visit them, and every child costs time at each
	// visit of its parent.
	PriorCut float64
	// NoPriors ignores the game's priors (for experiments).
	NoPriors bool
	// Book plays the game's opening book (rules.Book) when the position
	// is in it, without searching.
	Book bool
	// Tick, when set, is called every few milliseconds during the search
	// (a Web Worker yields to its event loop there), by the first thread
	// only, before the deadline is checked: a search that runs to a Time
	// of more than 20 ms calls it at least once.
	Tick func()
	// AllMoves lists every root move in Stats.Top, not only the best
	// five: searches run apart (in several Web Workers) add them up.
	AllMoves bool
	// Reuse keeps the trees of a search, and the next search whose
	// position is one or two moves below their root goes on from the
	// subtree of that position instead of starting afresh.
	Reuse bool

	kept []*search // the trees of the last search, with Reuse
}

// Move searches s and returns the move for the seat to move.
func (m *MCTS) Move(ctx context.Context, s rules.State) (rules.Move, Stats, error) {
	start := time.Now()
	if err := validate(s); err != nil {
		return 0, Stats{}, err
	}
	if b, ok := s.(rules.Book); ok && m.Book {
		if mv, ok := b.BookMove(); ok && rules.IsLegal(s, mv) {
			return mv, Stats{Elapsed: time.Since(start), Value: 0.5, Top: []MoveStat{{Move: mv}}}, nil
		}
	}
	threads := max(m.Threads, 1)
	searches := make([]*search, threads)
	kept := m.kept
	m.kept = nil
	var wg sync.WaitGroup
	for i := range searches {
		if i < len(kept) && kept[i].reroot(s) {
			searches[i] = kept[i]
		} else {
			searches[i] = newSearch(m, s, m.Seed+uint64(i)*0x9e3779b97f4a7c15)
		}
		searches[i].first = i == 0
		if searches[i].forced {
			break
		}
		wg.Add(1)
		go func(se *search) {
			defer wg.Done()
			se.run(ctx, start)
		}(searches[i])
	}
	wg.Wait()
	se := searches[0]
	if se.forced {
		return se.moves0[0], Stats{Elapsed: time.Since(start), Value: 0.5, Top: []MoveStat{{Move: se.moves0[0]}}}, nil
	}
	// Sum the root statistics of every thread.
	type agg struct {
		visits      int
		wins, count float64
	}
	byMove := map[rules.Move]*agg{}
	var order []rules.Move
	st := Stats{}
	for _, x := range searches {
		st.Iterations += x.iterations
		st.Nodes += x.tree.n
		st.Depth = max(st.Depth, x.maxDepth)
		x.tree.each(x.tree.at(0), func(_ int32, n *node) {
			a := byMove[n.move]
			if a == nil {
				a = &agg{}
				byMove[n.move] = a
				order = append(order, n.move)
			}
			a.visits += int(n.visits)
			a.wins += float64(n.value) * float64(n.count)
			a.count += float64(n.count)
		})
	}
	sort.SliceStable(order, func(i, j int) bool {
		return byMove[order[i]].wins > byMove[order[j]].wins
	})
	for _, mv := range order {
		a := byMove[mv]
		v := 0.0
		if a.count > 0 {
			v = a.wins / a.count
		}
		if len(st.Top) < 5 || m.AllMoves {
			st.Top = append(st.Top, MoveStat{Move: mv, Visits: a.visits, Value: clamp01(v)})
		}
	}
	best := order[0]
	if m.Noise > 0 && len(order) > 1 {
		best = noisyPick(order, func(mv rules.Move) float64 { return float64(byMove[mv].visits) }, m.Noise, se.rng)
	}
	a := byMove[best]
	if a.count > 0 {
		st.Value = clamp01(a.wins / a.count)
	}
	st.Elapsed = time.Since(start)
	if m.Reuse {
		m.kept = searches
	} else {
		for _, x := range searches {
			x.tree.release(8)
		}
	}
	return best, st, nil
}

// noisyPick chooses among moves with probability proportional to
// weight^(1/noise).
func noisyPick(moves []rules.Move, weight func(rules.Move) float64, noise float64, rng *rand.Rand) rules.Move {
	ws := make([]float64, len(moves))
	top := 0.0
	for i, mv := range moves {
		ws[i] = weight(mv)
		top = max(top, ws[i])
	}
	total := 0.0
	for i := range ws {
		if top > 0 {
			// Relative to the heaviest, so that a small noise cannot
			// overflow to +Inf.
			ws[i] = math.Pow(ws[i]/top, 1/noise)
		}
		total += ws[i]
	}
	if total <= 0 {
		return moves[0]
	}
	x := rng.Float64() * total
	for i, w := range ws {
		x -= w
		if x < 0 {
			return moves[i]
		}
	}
	return moves[len(moves)-1]
}

func clamp01(v float64) float64 { return min(max(v, 0), 1) }

// search is one thread's search.
type search struct {
	cfg     *MCTS
	rng     *rand.Rand
	tree    arena
	root    rules.State // the mover's view of the position
	seat    int
	players int
	hidden  bool
	prior   bool
	explore float64
	pcount  float32

	forced bool
	first  bool // the first thread, which calls Tick
	moves0 []rules.Move

	st     rules.State // simulation state
	copier rules.Copier
	policy rules.PlayoutPolicy

	moves   []rules.Move
	weights []float64
	path    []int32
	seq     []step
	results []float64

	rootSum []float64
	rootN   float64

	raveOn  bool
	firstAt [][]int32
	stamp   []uint32
	stampID uint32

	scoreStat, lenStat welford

	iterations int
	maxDepth   int
	// frozen is set when the tree is full and pruning cannot make room
	// (prune): it grows no more.
	frozen bool
}

type step struct {
	move   rules.Move
	player int8
}

func newSearch(cfg *MCTS, s rules.State, seed uint64) *search {
	se := &search{cfg: cfg, rng: rand.New(rules.NewSplitMix(seed ^ 0x1badc0de))}
	se.seat = s.ToMove()
	se.players = s.Players()
	if im, ok := s.(rules.Imperfect); ok {
		se.hidden = true
		se.root = im.View(se.seat)
	} else {
		se.root = s.Clone()
	}
	_, se.prior = se.root.(rules.Prior)
	se.prior = se.prior && !cfg.NoPriors
	se.explore = cfg.Explore
	if se.explore == 0 {
		se.explore = 0.7
		if se.prior {
			se.explore = 0.5
		}
	}
	se.pcount = float32(cfg.PriorCount)
	if se.pcount == 0 {
		se.pcount = 3
	}
	se.moves0 = searchMoves(se.root, nil)
	if len(se.moves0) == 1 {
		se.forced = true
		return se
	}
	se.st = se.root.Clone()
	se.copier, _ = se.st.(rules.Copier)
	se.policy, _ = se.st.(rules.PlayoutPolicy)
	se.rootSum = make([]float64, se.players)
	if ms, ok := se.root.(rules.MoveSpacer); ok {
		if cfg.RAVE > 0 && !se.hidden {
			se.raveOn = true
			se.firstAt = make([][]int32, se.players)
			for i := range se.firstAt {
				se.firstAt[i] = make([]int32, ms.MoveSpace())
				for j := range se.firstAt[i] {
					se.firstAt[i][j] = none
				}
			}
		}
		if se.hidden {
			se.stamp = make([]uint32, ms.MoveSpace())
		}
	}
	se.tree.reset()
	r := se.tree.alloc(1)
	*se.tree.at(r) = node{move: -1, first: none, next: none, mover: -1}
	return se
}

// searchMoves returns the moves the tree considers in s.
func searchMoves(s rules.State, buf []rules.Move) []rules.Move {
	if p, ok := s.(rules.Pruner); ok && s.ToMove() >= 0 {
		return p.SearchMoves(buf)
	}
	return s.Legal(buf)
}

func (se *search) run(ctx context.Context, start time.Time) {
	cfg := se.cfg
	end := deadline(start, cfg.Time)
	limit := cfg.Iterations
	if limit == 0 && end.IsZero() {
		limit = 1000
	}
	maxNodes := cfg.MaxNodes
	if maxNodes == 0 {
		maxNodes = 8_000_000
	}
	lastTick := start
	for se.iterations = 0; limit == 0 || se.iterations < limit; se.iterations++ {
		if se.iterations&7 == 0 && se.iterations > 0 {
			if ctx.Err() != nil {
				return
			}
			now := time.Now()
			if cfg.Tick != nil && se.first && now.Sub(lastTick) > 20*time.Millisecond {
				cfg.Tick()
				lastTick = now
			}
			if !end.IsZero() && !now.Before(end) {
				return
			}
			if se.iterations&255 == 0 && se.decided(limit, end, now, start) {
				return
			}
		}
		if se.tree.n >= maxNodes && !se.frozen {
			se.frozen = !se.prune(maxNodes)
		}
		se.simulate(se.tree.n < maxNodes)
	}
}

// decided reports whether the best root move can no longer change in the
// remaining budget.
func (se *search) decided(limit int, end, now, start time.Time) bool {
	if se.cfg.Threads > 1 || se.cfg.Noise > 0 {
		return false
	}
	remaining := math.Inf(1)
	if limit > 0 {
		remaining = float64(limit - se.iterations)
	}
	if !end.IsZero() {
		rate := float64(se.iterations) / now.Sub(start).Seconds()
		remaining = min(remaining, rate*end.Sub(now).Seconds())
	}
	if math.IsInf(remaining, 1) {
		return false
	}
	var best, second float64
	se.tree.each(se.tree.at(0), func(_ int32, n *node) {
		w := float64(n.value) * float64(n.count)
		if w > best {
			best, second = w, best
		} else if w > second {
			second = w
		}
	})
	rate := 1.0
	if se.rootN > 100 {
		rate = max(se.rootSum[se.seat]/se.rootN, 0.1)
	}
	return best-second >= remaining*rate
}

// simulate runs one simulation: down the tree, a playout, and back up.
func (se *search) simulate(canExpand bool) {
	switch {
	case se.hidden:
		se.st = se.root.(rules.Imperfect).Sample(se.seat, se.rng)
		se.policy, _ = se.st.(rules.PlayoutPolicy)
	case se.copier != nil:
		se.copier.CopyFrom(se.root)
	default:
		se.st = se.root.Clone()
		se.policy, _ = se.st.(rules.PlayoutPolicy)
	}
	st := se.st
	se.path = append(se.path[:0], 0)
	se.seq = se.seq[:0]
	cur := int32(0)
	depth := 0
	for !st.Over() {
		var child int32
		if se.hidden {
			var leaf bool
			child, leaf = se.selectOpen(cur, st, canExpand)
			if child == none {
				break
			}
			se.descend(child, st)
			depth++
			if leaf {
				break
			}
			cur = child
			continue
		}
		n := se.tree.at(cur)
		if !n.expanded {
			// A new leaf is played out once before it expands, so
			// each simulation adds one level to the tree at most.
			threshold := max(se.cfg.ExpandBase+se.cfg.ExpandPerDepth*float64(depth), 1)
			if cur != 0 && (!canExpand || float64(n.visits) < threshold) {
				break
			}
			se.expand(cur, st)
			n = se.tree.at(cur)
		}
		child = se.selectChild(n)
		se.descend(child, st)
		depth++
		cur = child
	}
	se.maxDepth = max(se.maxDepth, depth)
	// Playout.
	plies := 0
	for !st.Over() {
		if se.cfg.PlayoutDepth > 0 && plies >= se.cfg.PlayoutDepth {
			break
		}
		toMove := st.ToMove()
		mv := se.playoutMove(st, toMove)
		se.seq = append(se.seq, step{mv, int8(toMove)})
		st.Apply(mv)
		plies++
	}
	r := se.outcome(st)
	se.backup(r)
}

// playoutMove returns the next move of a simulation in st, where toMove
// is to move.
func (se *search) playoutMove(st rules.State, toMove int) rules.Move {
	if toMove == rules.Chance {
		return se.chanceMove(st)
	}
	if se.policy != nil {
		return se.policy.PlayoutMove(se.rng)
	}
	se.moves = st.Legal(se.moves)
	return se.moves[se.rng.IntN(len(se.moves))]
}

// descend plays child's move in st and adds it to the path.
func (se *search) descend(child int32, st rules.State) {
	n := se.tree.at(child)
	se.seq = append(se.seq, step{n.move, int8(st.ToMove())})
	st.Apply(n.move)
	se.path = append(se.path, child)
}

// expand creates the children of node i, in state st.
func (se *search) expand(i int32, st rules.State) {
	toMove := st.ToMove()
	if i == 0 {
		se.moves = append(se.moves[:0], se.moves0...)
	} else {
		se.moves = searchMoves(st, se.moves)
	}
	moves := se.moves
	if len(moves) > chunkSize {
		moves = moves[:chunkSize]
	}
	k := len(moves)
	se.weights = slices.Grow(se.weights[:0], k)[:k]
	weighed := false
	if toMove == rules.Chance {
		if cs, ok := st.(rules.ChanceState); ok {
			se.weights, weighed = cs.Odds(moves, se.weights[:0]), true
		}
	} else if p, ok := st.(rules.Prior); ok && se.prior {
		p.Priors(moves, se.weights) // sets every weight, as rules.Prior says
		weighed = true
	}
	if !weighed {
		for j := range se.weights {
			se.weights[j] = 1
		}
	}
	total, best := 0.0, 0.0
	for _, w := range se.weights {
		total += w
		// Not max: in wasm that is a call, for NaN's sake.
		if w > best {
			best = w
		}
	}
	if total <= 0 {
		for j := range se.weights {
			se.weights[j] = 1
		}
		total, best = float64(k), 1
	}
	if se.cfg.PriorCut > 0 && se.prior && toMove >= 0 {
		moves, total = se.cut(moves, best*se.cfg.PriorCut)
		k = len(moves)
	}
	base := 0.5
	if toMove >= 0 && se.rootN > 0 {
		base = se.rootSum[toMove] / se.rootN
	}
	n := se.tree.at(i)
	n.first = se.tree.alloc(k)
	n.num = int32(k)
	weights, kids := se.weights[:k], se.tree.kids(n)
	for j := range kids {
		v := base
		if se.prior && toMove >= 0 {
			v = base * math.Sqrt(weights[j]/best)
		}
		kids[j].leaf(moves[j], int8(toMove), se.pcount, float32(v), float32(weights[j]/total))
	}
	n.toMove = int8(toMove)
	n.expanded = true
}

// cut keeps the moves whose weight in se.weights is at least floor, and
// their weights, in order, and returns them with their total weight.
func (se *search) cut(moves []rules.Move, floor float64) ([]rules.Move, float64) {
	n, total := 0, 0.0
	for j, w := range se.weights {
		if w >= floor {
			moves[n], se.weights[n] = moves[j], w
			total += w
			n++
		}
	}
	se.weights = se.weights[:n]
	return moves[:n], total
}

// selectChild picks the child of n to follow.
func (se *search) selectChild(n *node) int32 {
	kids := se.tree.kids(n)
	if n.toMove == rules.Chance {
		x := se.rng.Float32()
		for j := range kids {
			x -= kids[j].prior
			if x < 0 {
				return n.first + int32(j)
			}
		}
		return n.first + int32(len(kids)-1)
	}
	parent := float64(n.visits) + 1
	best, bestScore := 0, float32(math.Inf(-1))
	if se.prior {
		explore := float32(se.explore * math.Sqrt(parent) * math.Log(parent+1))
		// The best score is kept as its bits: an if that sets only
		// integers becomes a select in WebAssembly, where a float would
		// cost a jump per child (this loop is a tenth of the search).
		bestBits := math.Float32bits(bestScore)
		for j := range kids {
			ch := &kids[j]
			score := ch.value + explore*ch.prior/ch.count
			if score > math.Float32frombits(bestBits) {
				best, bestBits = j, math.Float32bits(score)
			}
		}
	} else {
		explore := float32(se.explore * math.Sqrt(math.Log(parent+1)))
		for j := range kids {
			ch := &kids[j]
			if score := ch.value + explore/float32(math.Sqrt(float64(ch.count))); score > bestScore {
				best, bestScore = j, score
			}
		}
	}
	return n.first + int32(best)
}

// selectOpen is information-set selection at node i for the determinized
// state st: only children whose move is legal in st compete, each counting
// how often it was available. An untried legal move is added as a new
// child and returned with leaf set.
func (se *search) selectOpen(i int32, st rules.State, canExpand bool) (child int32, leaf bool) {
	toMove := st.ToMove()
	moves := searchMoves(st, se.moves)
	se.moves = moves
	if toMove == rules.Chance {
		mv := se.chanceMove(st)
		moves = append(moves[:0], mv)
	}
	se.stampID++
	if se.stampID == 0 {
		clear(se.stamp)
		se.stampID = 1
	}
	legal := func(mv rules.Move) bool {
		if se.stamp != nil {
			return se.stamp[mv] == se.stampID
		}
		for _, l := range moves {
			if l == mv {
				return true
			}
		}
		return false
	}
	if se.stamp != nil {
		for _, mv := range moves {
			se.stamp[mv] = se.stampID
		}
	}
	n := se.tree.at(i)
	parent := float64(n.visits) + 1
	best, bestScore := int32(none), math.Inf(-1)
	seenCount := 0
	for c := n.first; c != none; c = se.tree.at(c).next {
		ch := se.tree.at(c)
		if !legal(ch.move) {
			continue
		}
		seenCount++
		ch.avail++
		avail := float64(ch.avail)
		score := float64(ch.value) + se.explore*math.Sqrt(math.Log(avail+1)/float64(ch.count))
		if toMove == rules.Chance {
			score = 0
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	_ = parent
	if seenCount < len(moves) && (canExpand || i == 0) {
		// Add one untried move, chosen at random (at the root even in a
		// full tree, so that there is a move to return).
		var untried []rules.Move
		for _, mv := range moves {
			found := false
			for c := n.first; c != none; c = se.tree.at(c).next {
				if se.tree.at(c).move == mv {
					found = true
					break
				}
			}
			if !found {
				untried = append(untried, mv)
			}
		}
		mv := untried[se.rng.IntN(len(untried))]
		c := se.tree.alloc(1)
		base := 0.5
		if toMove >= 0 && se.rootN > 0 {
			base = se.rootSum[toMove] / se.rootN
		}
		n = se.tree.at(i)
		*se.tree.at(c) = node{move: mv, first: none, next: n.first, count: 1, value: float32(base), avail: 1, mover: int8(toMove)}
		n.first = c
		n.toMove = int8(toMove)
		n.expanded = true
		return c, true
	}
	return best, false
}

// chanceMove draws a chance outcome in st.
func (se *search) chanceMove(st rules.State) rules.Move {
	return ChanceMove(st, se.rng)
}

// ChanceMove draws a chance outcome of s, whose ToMove is rules.Chance,
// with the odds the game gives (equal odds otherwise).
func ChanceMove(s rules.State, rng *rand.Rand) rules.Move {
	moves := s.Legal(nil)
	if cs, ok := s.(rules.ChanceState); ok {
		x := rng.Float64()
		for j, p := range cs.Odds(moves, nil) {
			x -= p
			if x < 0 {
				return moves[j]
			}
		}
		return moves[len(moves)-1]
	}
	return moves[rng.IntN(len(moves))]
}

// outcome returns the per-seat value of the finished simulation.
func (se *search) outcome(st rules.State) []float64 {
	if !st.Over() {
		if e, ok := st.(rules.Evaluator); ok {
			se.results = e.Evaluate(se.results[:0])
			return se.results
		}
		se.results = se.results[:0]
		for range se.players {
			se.results = append(se.results, 1/float64(se.players))
		}
		return se.results
	}
	se.results = append(se.results[:0], st.Results()...)
	if se.players == 2 && (se.cfg.ScoreWeight > 0 || se.cfg.LengthWeight > 0) {
		sc := st.Scores()
		margin := float64(sc[0] - sc[1])
		length := float64(len(se.seq))
		r0 := se.results[0]
		if se.cfg.ScoreWeight > 0 {
			r0 += se.cfg.ScoreWeight * sig(se.scoreStat.z(margin))
			se.scoreStat.add(margin)
		}
		if se.cfg.LengthWeight > 0 {
			r0 -= se.cfg.LengthWeight * (se.results[0] - 0.5) * sig(se.lenStat.z(length))
			se.lenStat.add(length)
		}
		se.results[0], se.results[1] = r0, 1-r0
	}
	return se.results
}

// sig maps a standardised value to (-1, 1).
func sig(x float64) float64 { return 2/(1+math.Exp(-2*x)) - 1 }

// backup adds the result r to every node of the path, and the RAVE
// results to their siblings.
func (se *search) backup(r []float64) {
	for _, i := range se.path[1:] {
		n := se.tree.at(i)
		n.visits++
		if n.mover < 0 {
			continue
		}
		n.count++
		n.value += (float32(r[n.mover]) - n.value) / n.count
	}
	root := se.tree.at(0)
	root.visits++
	for p := range se.rootSum {
		se.rootSum[p] += r[p]
	}
	se.rootN++
	if se.raveOn {
		se.rave(r)
	}
}

// rave gives each tree node's children that were played later in the
// simulation by the same seat a partial result, weighted by how soon.
func (se *search) rave(r []float64) {
	parentMax := se.cfg.RAVEParentMax
	if parentMax == 0 {
		parentMax = 25000
	}
	childMax := float32(se.cfg.RAVEChildMax)
	if childMax == 0 {
		childMax = 2000
	}
	seq := se.seq
	L := len(seq)
	for j := L - 1; j >= 0; j-- {
		if j < len(se.path)-1 {
			n := se.tree.at(se.path[j])
			if int(n.visits) > parentMax {
				// Shallower nodes are visited even more: stop here.
				break
			}
			p := seq[j].player
			if p < 0 {
				continue
			}
			x := float32(r[p])
			selected := se.path[j+1] - n.first
			first := se.firstAt[p]
			span := float32(L - j)
			rave := float32(se.cfg.RAVE)
			kids := se.tree.kids(n)
			for c := range kids {
				ch := &kids[c]
				if t := first[ch.move]; t != none && int32(c) != selected && ch.count < childMax {
					w := rave * (1 - float32(int(t)-j)/span)
					if w > 0 {
						ch.count += w
						ch.value += w * (x - ch.value) / ch.count
					}
				}
			}
		}
		if seq[j].player >= 0 {
			se.firstAt[seq[j].player][seq[j].move] = int32(j)
		}
	}
	for _, s := range seq {
		if s.player >= 0 {
			se.firstAt[s.player][s.move] = none
		}
	}
}

// welford keeps a running mean and variance.
type welford struct {
	n, mean, m2 float64
}

func (w *welford) add(x float64) {
	w.n++
	d := x - w.mean
	w.mean += d / w.n
	w.m2 += d * (x - w.mean)
}

// z returns how many standard deviations x is from the mean (0 while
// there is too little data).
func (w *welford) z(x float64) float64 {
	if w.n < 2 {
		return 0
	}
	sd := math.Sqrt(w.m2 / (w.n - 1))
	if sd == 0 {
		return 0
	}
	return (x - w.mean) / sd
}
