package rules

import (
	"math/rand/v2"
	"slices"
	"strconv"
)

// The interfaces below are optional. A State implements those it can do
// well; the search finds them by type assertion and falls back on the
// plain State methods otherwise.

// ChanceState gives the odds of chance outcomes. When ToMove is Chance,
// Legal lists the outcomes; Odds returns the probability of each, in the
// same order. A chance State without it has equally likely outcomes.
type ChanceState interface {
	Odds(outcomes []Move, buf []float64) []float64
}

// Imperfect is implemented by the States of games with hidden information.
type Imperfect interface {
	// View returns a copy of the state as seat sees it at the table:
	// everything seat could not see is masked or replaced by a neutral
	// placeholder. Views of two states that seat cannot tell apart are
	// equal (same String and Hash). Applying the legal moves of seat to
	// a View is allowed; what others hold is unknown there. View(-1) is
	// what an onlooker sees: nobody's private material.
	View(seat int) State
	// Sample returns a complete state that seat cannot tell apart from
	// this one, with the hidden parts redrawn at random from what seat
	// has not seen. It depends only on View(seat) and rng.
	Sample(seat int, rng *rand.Rand) State
}

// Evaluator gives a heuristic value of a position that is not over, one
// value per seat in [0, 1] with the meaning of Results: an estimate of each
// seat's share of the win. Search cut off before the end uses it.
type Evaluator interface {
	Evaluate(buf []float64) []float64
}

// PlayoutPolicy chooses a good move cheaply for simulations. PlayoutMove
// returns one of the legal moves; it may be random.
type PlayoutPolicy interface {
	PlayoutMove(rng *rand.Rand) Move
}

// Pruner narrows the moves a tree search considers to those worth
// searching (Blokus' small pieces in the opening, symmetric duplicates).
// SearchMoves appends a non-empty subset of Legal to buf[:0].
type Pruner interface {
	SearchMoves(buf []Move) []Move
}

// Prior gives tree search an opinion of moves before it has searched
// them: Priors sets weights[i] >= 0 for moves[i], larger for moves more
// likely to be good. Only ratios matter. The search explores moves in
// proportion to their weight and starts weak moves with lower values.
type Prior interface {
	Priors(moves []Move, weights []float64)
}

// Copier lets a search reuse one State value instead of allocating a Clone
// for each simulation. CopyFrom makes the receiver equal to src, which is
// a State of the same game.
type Copier interface {
	CopyFrom(src State)
}

// MoveSpacer bounds the move integers: every Move is in [0, MoveSpace()).
// A search may then keep statistics in arrays instead of maps.
type MoveSpacer interface {
	MoveSpace() int
}

// Undoer takes back the last Apply quickly, for depth-first search.
type Undoer interface {
	Undo()
}

// Greedy is a simple one-move-deep heuristic player, the baseline the
// AI levels are measured against.
type Greedy interface {
	GreedyMove(rng *rand.Rand) Move
}

// Book gives opening knowledge: BookMove returns a move known to be good
// in this position, from a table the game ships, and false when the
// position is not in the table.
type Book interface {
	BookMove() (Move, bool)
}

// Leveler is implemented by a Game that defines its AI levels.
type Leveler interface {
	Levels() []Level
}

// Level names one strength of the built-in AI for a game and the search
// budget that gives it. Level numbers count from 1 (the weakest).
type Level struct {
	// Name is a short label for players ("Beginner", "Strong").
	Name string
	// Search is the algorithm (the zero value: MCTS).
	Search Search
	// Iterations bounds MCTS simulations (0: no bound).
	Iterations int
	// Millis bounds the thinking time in milliseconds (0: no bound).
	Millis int
	// Depth bounds alpha-beta depth in plies (0: no bound).
	Depth int
	// Nodes bounds the positions alpha-beta visits (0: no bound): it
	// then plays the best move of the last depth it finished. Where the
	// moves are many (Le Blocus's king's ways out run to thousands), it
	// keeps a level counted by Depth from searching for minutes.
	Nodes int
	// Noise, in [0, 1], makes weak levels choose among good moves at
	// random instead of always the best one.
	Noise float64
	// Tuning sets the search's parameters; its zero value keeps the
	// search's defaults.
	Tuning Tuning
	// Rating is the level's Elo rating in games of two players, measured
	// by matches between neighbouring levels (impasse ratings) played as
	// rated games play them (Counted), the gentlest level rated 800; 0
	// for a level not rated (a game played alone, a level bounded by time
	// alone, or one not measured yet), which rated games do not play. A
	// player's rated games move their rating against it (package
	// rules/rating).
	Rating int
	// TwoPlayers, when set, is the search this level runs in a game of two
	// players, for a game played by two to four: alpha-beta, which needs
	// exactly two, where the level's own search serves more. Its Name is
	// not shown.
	TwoPlayers *Level
}

// Search is the algorithm of an AI level.
type Search int

// The searches a level may run.
const (
	// SearchMCTS is Monte Carlo tree search, the zero value.
	SearchMCTS Search = iota
	// SearchAlphaBeta is alpha-beta on the game's Evaluator, for games of
	// two players.
	SearchAlphaBeta
	// SearchSolve plays the first move of the best line the game's Solver
	// finds, for a game played alone.
	SearchSolve
	// SearchGreedy plays the game's one-move heuristic (Greedy).
	SearchGreedy
	// SearchRandom plays a uniformly random legal move.
	SearchRandom
)

var searchNames = [...]string{
	SearchMCTS:      "mcts",
	SearchAlphaBeta: "alphabeta",
	SearchSolve:     "solve",
	SearchGreedy:    "greedy",
	SearchRandom:    "random",
}

// String returns the search's short name ("mcts", "alphabeta", "solve",
// "greedy", "random").
func (s Search) String() string {
	if s < 0 || int(s) >= len(searchNames) {
		return "Search(" + strconv.Itoa(int(s)) + ")"
	}
	return searchNames[s]
}

// Tuning sets the parameters of a level's search. The zero value of each
// field keeps the search's default. MCTS reads every field, alpha-beta
// only Book; the other searches take none. Package ai's MCTS documents
// the fields of the same names.
type Tuning struct {
	// Explore is the exploration constant (0: 0.5 with priors, 0.7
	// without).
	Explore float64
	// PriorCount is the number of virtual results a new child starts
	// with (0: 3).
	PriorCount float64
	// RAVE is the weight of all-moves-as-first results (0: off).
	RAVE float64
	// ScoreWeight is the bonus for a better score margin than usual, in
	// games of two players (0: none).
	ScoreWeight float64
	// LengthWeight prefers short wins and long losses (0: no preference).
	LengthWeight float64
	// ExpandBase and ExpandPerDepth delay expansion: a leaf at depth d
	// expands once visited more than ExpandBase + ExpandPerDepth×d times
	// (0 and 0: at once).
	ExpandBase, ExpandPerDepth float64
	// PlayoutDepth cuts simulations after so many moves and scores them
	// with the game's Evaluator (0: play to the end).
	PlayoutDepth int
	// Threads runs that many searches in parallel (0: one).
	Threads int
	// PriorCut leaves out the moves whose prior weight is below the
	// heaviest one's times PriorCut (0: none).
	PriorCut float64
	// NoPriors ignores the game's priors.
	NoPriors bool
	// Book plays the game's opening book (a State's Book) where it has a
	// move.
	Book bool
	// Reuse searches on in the last search's tree when the position is
	// one or two moves below its root.
	Reuse bool
}

// For returns the level as it plays in a game of the given number of
// players: its TwoPlayers search, under its own name and rating, at two.
func (l Level) For(players int) Level {
	if players == 2 && l.TwoPlayers != nil {
		two := *l.TwoPlayers
		two.Name, two.Rating = l.Name, l.Rating
		return two
	}
	l.TwoPlayers = nil
	return l
}

// Counted returns the level, as it plays at a number of players (For),
// as a rated game plays it: bounded by its count alone (MCTS
// simulations, alpha-beta plies), without its time bound, so that it
// plays as strongly on any device as in the matches that rated it; a
// slow device thinks longer instead. ok is false for a level bounded by
// time alone, whose strength is the device's and which is never rated,
// and for one not resolved by For; Greedy and Random need no bound.
func (l Level) Counted() (c Level, ok bool) {
	switch {
	case l.TwoPlayers != nil:
	case l.Search == SearchMCTS:
		ok = l.Iterations > 0
	case l.Search == SearchAlphaBeta:
		ok = l.Depth > 0 || l.Nodes > 0
	case l.Search == SearchGreedy, l.Search == SearchRandom:
		ok = true
	}
	if ok {
		l.Millis = 0
	}
	return l, ok
}

// Timed returns the level bounded by ms milliseconds alone: its counts
// (MCTS simulations, alpha-beta plies and positions) dropped, as a
// player who sets the computer's time asks.
func (l Level) Timed(ms int) Level {
	l.Millis, l.Iterations, l.Depth, l.Nodes = ms, 0, 0, 0
	return l
}

// DefaultLevels are the AI levels of a game that does not list its own.
var DefaultLevels = []Level{
	{Name: "Beginner", Search: SearchMCTS, Iterations: 200, Noise: 0.5},
	{Name: "Easy", Search: SearchMCTS, Iterations: 2000},
	{Name: "Medium", Search: SearchMCTS, Iterations: 20000, Millis: 1000},
	{Name: "Strong", Search: SearchMCTS, Millis: 3000},
}

// WithRatings returns a copy of levels with their Ratings set, in order,
// for games that share their levels but not their ratings.
func WithRatings(levels []Level, ratings ...int) []Level {
	out := slices.Clone(levels)
	for i := range out {
		out[i].Rating = ratings[i]
	}
	return out
}

// LevelsOf returns the AI levels of g, weakest first.
func LevelsOf(g Game) []Level {
	if l, ok := g.(Leveler); ok {
		if lv := l.Levels(); len(lv) > 0 {
			return lv
		}
	}
	return DefaultLevels
}
