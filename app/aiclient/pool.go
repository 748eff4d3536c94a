package aiclient

import (
	"slices"
	"sync"
	"time"

	"impasse/aiproto"
)

// TopMove is one root move's statistics: see aiproto.TopMove.
type TopMove = aiproto.TopMove

// Pool asks several workers the same question at once: root-parallel
// search. Each worker searches the position with its own seed and
// reports the statistics of every root move (Request.Roots); the pool
// adds them up and answers with the move visited most in all. A worker
// whose search cannot be added up (alpha-beta, a book move) still
// answers: with no visits anywhere, the first worker's move stands.
type Pool struct {
	clients []*Client
	// seed is the seed of questions that bring none: the same for every
	// question, so that each worker keeps searching in its last tree
	// from one move to the next (the worker keeps the bot of a request
	// that goes on from the last one with the same seed).
	seed uint64
}

// NewPool returns a pool of the clients, each with its own worker.
func NewPool(clients ...*Client) *Pool {
	return &Pool{clients: clients, seed: uint64(time.Now().UnixNano())}
}

// Size returns the number of workers.
func (p *Pool) Size() int { return len(p.clients) }

// Start starts every worker now.
func (p *Pool) Start() {
	for _, c := range p.clients {
		c.Start()
	}
}

// Stop asks every worker's search to end now with its best moves so far.
func (p *Pool) Stop() {
	for _, c := range p.clients {
		c.Stop()
	}
}

// Ask sends the question to every worker and calls done once with the
// added-up answer, as Client.Ask does: never after cancel, which
// withdraws the question from every worker. A worker that fails leaves
// the answer to the others; done gets an error only when all fail.
func (p *Pool) Ask(req Request, done func(Reply)) (cancel func()) {
	if len(p.clients) == 1 {
		return p.clients[0].Ask(req, done)
	}
	m := &merger{want: len(p.clients), done: done}
	seed := req.Seed
	if seed == 0 {
		seed = p.seed
	}
	cancels := make([]func(), len(p.clients))
	for i, c := range p.clients {
		r := req
		r.Roots = true
		// Seeds cross as JavaScript numbers: 52 bits.
		r.Seed = (seed+uint64(i)*0x9e3779b9)&(1<<52-1) | 1
		cancels[i] = c.Ask(r, m.add)
	}
	return func() {
		m.drop()
		for _, c := range cancels {
			c()
		}
	}
}

// merger collects the workers' answers to one question.
type merger struct {
	mu      sync.Mutex
	want    int
	replies []Reply
	dropped bool
	done    func(Reply)
}

func (m *merger) add(r Reply) {
	m.mu.Lock()
	if m.dropped {
		m.mu.Unlock()
		return
	}
	m.replies = append(m.replies, r)
	if len(m.replies) < m.want {
		m.mu.Unlock()
		return
	}
	m.dropped = true
	m.mu.Unlock()
	m.done(Merge(m.replies))
}

func (m *merger) drop() {
	m.mu.Lock()
	m.dropped = true
	m.mu.Unlock()
}

// Merge adds up the answers of several workers to one question: the
// visits of each root move, and their values weighted by visits. The
// move visited most wins; when no answer counts visits, the first
// answer's move stands. Errors count only when every answer is one.
func Merge(replies []Reply) Reply {
	var ok []Reply
	for _, r := range replies {
		if r.Error == "" && r.Move != "" {
			ok = append(ok, r)
		}
	}
	if len(ok) == 0 {
		return replies[0]
	}
	type sum struct {
		visits int
		value  float64
	}
	sums := map[string]*sum{}
	var order []string
	st := &Stats{}
	for _, r := range ok {
		if r.Stats == nil {
			continue
		}
		st.Iterations += r.Stats.Iterations
		st.ElapsedMs = max(st.ElapsedMs, r.Stats.ElapsedMs)
		st.Depth = max(st.Depth, r.Stats.Depth)
		st.Yields += r.Stats.Yields
		st.YieldMs = max(st.YieldMs, r.Stats.YieldMs)
		st.MaxGapMs = max(st.MaxGapMs, r.Stats.MaxGapMs)
		for _, t := range r.Stats.Top {
			s := sums[t.Move]
			if s == nil {
				s = &sum{}
				sums[t.Move] = s
				order = append(order, t.Move)
			}
			s.visits += t.Visits
			s.value += t.Value * float64(t.Visits)
		}
	}
	slices.SortStableFunc(order, func(a, b string) int { return sums[b].visits - sums[a].visits })
	if len(order) == 0 || sums[order[0]].visits == 0 {
		return ok[0]
	}
	for _, mv := range order {
		s := sums[mv]
		if s.visits == 0 || len(st.Top) == 5 {
			break
		}
		st.Top = append(st.Top, TopMove{Move: mv, Visits: s.visits, Value: s.value / float64(s.visits)})
	}
	st.Value = st.Top[0].Value
	return Reply{ID: ok[0].ID, Move: order[0], Stats: st}
}
