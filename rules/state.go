// Package rules defines what every Impasse game is made of: a Game that
// creates States, compact integer Moves, text notation for moves, and the
// optional capabilities (evaluation, playout policy, hidden information,
// chance) that the game-agnostic search in package ai builds on.
//
// The package is pure Go and uses only the standard library, so it compiles
// unchanged for native tools and for both WebAssembly builds.
package rules

// Move is one move in a given position, encoded as a small integer chosen
// by the game. The same integer may mean different moves in different
// games; within one game it is stable, so search statistics can be keyed by
// it. A Move is only meaningful together with the State it was generated in.
type Move int32

// Special seats returned by State.ToMove.
const (
	// Chance is returned by ToMove when the next move is a chance event
	// (a draw or a shuffle): Legal lists the outcomes and a ChanceState
	// gives their odds.
	Chance = -1
	// Nobody is returned by ToMove once the game is over.
	Nobody = -2
)

// State is a position of a game together with everything needed to go on
// playing it: whose turn it is, the legal moves, the scores so far.
//
// A State is not safe for concurrent use; Clone it for each goroutine.
type State interface {
	// Players returns the number of seats, numbered from 0.
	Players() int
	// ToMove returns the seat to move, Chance, or Nobody once Over.
	ToMove() int
	// Legal appends the legal moves to buf[:0] and returns it. While the
	// game is not over it returns at least one move (a forced pass is a
	// move). The order is deterministic. Once the game is over it
	// returns none.
	Legal(buf []Move) []Move
	// Apply plays m, which must be one of Legal's moves; an illegal move
	// leaves the State undefined. Use Play to apply untrusted input.
	Apply(m Move)
	// Over reports whether the game has ended.
	Over() bool
	// Results returns one value per seat in [0, 1] once the game is over:
	// 1 for a sole winner, 0 for a loser, a tie shared equally among the
	// tied seats; the values sum to 1. Before the end it returns nil.
	Results() []float64
	// Scores returns the points each seat has now, as a person counts
	// them for this game (higher is not always better: see Info).
	Scores() []int
	// Clone returns an independent deep copy.
	Clone() State
	// Hash returns a hash of the position: equal positions (same board,
	// same seat to move, same material in hand) have equal hashes.
	Hash() uint64
	// MoveString returns the notation of m, which never contains white
	// space.
	MoveString(m Move) string
	// ParseMove reads one move in the game's notation and returns it if
	// it is legal here; otherwise the error says what is wrong with it.
	ParseMove(s string) (Move, error)
	// Setup returns the options that recreate the start of this game,
	// the record's tag pairs (variant, players, seed, shuffles).
	Setup() Options
	// String returns the position as text: a board diagram and the
	// material of each seat.
	String() string
}

// After returns a copy of s with move m played: the position after m,
// for code that tells or weighs one move. s is not modified.
func After(s State, m Move) State {
	after := s.Clone()
	after.Apply(m)
	return after
}
