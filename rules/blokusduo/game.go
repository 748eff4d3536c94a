// Package blokusduo implements Blokus Duo, Bernard Tavitian's Blokus for
// two players on a 14 × 14 board, with the notation of Pentobi (squares
// a1 to n14, a move as the comma-separated squares of its piece).
//
// The board is a set of bit sets; every placement of every piece is
// precomputed, and each colour's attach points are kept up to date move by
// move, so legality is a few word operations.
package blokusduo

import "impasse/rules"

// ID is the game's identifier.
const ID = "blokusduo"

// Game is Blokus Duo.
type Game struct{}

// Info describes Blokus Duo.
func (Game) Info() rules.Info {
	return rules.Info{ID: ID, Title: "Blokus Duo", MinPlayers: 2, MaxPlayers: 2, OnPoints: true}
}

// Options returns none: Blokus Duo has one board and one set of rules.
func (Game) Options() []rules.Option { return nil }

// New returns the start position.
func (g Game) New(opts rules.Options) (rules.State, error) {
	if _, err := rules.PlayerCount(g.Info(), opts, 2); err != nil {
		return nil, err
	}
	return NewState(), nil
}

// Levels lists the AI levels, weakest first. Strong and Expert count
// simulations, 50,000 and 150,000 a move: in a browser's worker (wasm
// runs the search at about half native speed) they think about one and
// three seconds a move over a game, longer in the opening, where
// simulations are slowest, shorter later and once the choice can no
// longer change. On a slower device they stop at three and nine seconds
// a move, so the levels keep their order everywhere; a rated game plays
// them by their count alone, as their ratings were measured. Expert
// searches, in the browser, in as many workers as the device has cores
// to spare (the page adds up their searches).
//
// Counting spends a game's thinking where the positions are hardest; a
// fixed time a move, as the two levels had, spends it evenly. At equal
// CPU a game, counting scored 56.8% against the same engine at a fixed
// time (20,000 simulations against 180 ms a move, 200 games, CPU 0.98×)
// and Expert counted 52.8% against Expert timed at a tenth of their
// budgets (15,000 simulations against 150 ms, 200 games, CPU 0.93×;
// 6,000 simulations, at 0.40× the CPU, scored 34.2%). Against Pentobi
// level 7, 210,000 simulations a move scored 58.3% (300 games) where
// 1,700 ms a move scored 44.0% (200 games, CPU 0.99–1.02×), and 1,200 ms
// shared out by move number as the counted search spends it on average
// (3.2 times on the first moves, a fifth less each move after) 44.5%
// (100 games, CPU 0.79×). A search stops early once its choice can no
// longer change. Against that, 200 games each at 20,000 simulations:
// spending what it saved on later moves whose choice was still open
// scored 47.2% (CPU 1.02×), and stopping also once 99% of a search's
// simulations were won, or 99% lost (looked at after an eighth of its
// budget), 48.2% (CPU 0.95×). Neither is kept.
func (Game) Levels() []rules.Level {
	// Every level has the same MCTS configuration; the three strongest
	// also play the opening book, and the two strongest search on from
	// one move to the next in the tree of the last search. The prior cut
	// (moves under a thousandth of the best prior stay out of the tree)
	// plays the same moves at 2,000 simulations (50.0% in 200 games) and
	// searches 8–15% more of them a second (55.3% in 400 games at 250 ms
	// a move). Last good reply with forgetting in the simulations (the
	// reply that last won after the same one or two moves, as Pentobi
	// plays) lost at equal simulations, 48.0% in 200 games at 20,000 and
	// 45.0% in 100 games at 100,000, and cost 1.22× the time a move: the
	// playout policy's answers to the last moves already do its work.
	// Built again at 1.02–1.04× the time (a table per thread, a reply
	// checked by a cheap legality test), it scored 50.7% in 200 games at
	// 5,000 simulations, 54.8% in 200 at 20,000 and 49.0% in 100 at
	// 150 ms; against Pentobi level 7 at 190,000 simulations,
	// 64.5% in 100 games (CPU 1.09×) but 35.0% as second player, where
	// the play kept scored 40.0% in 200. Not kept either.
	// The exploration constant and the priors' virtual results stay at
	// the search's defaults, 0.5 and 3: against them, 200 games each at
	// 20,000 simulations, an exploration of 0.35 scored 45.0% and 0.7
	// 49.8%, 6 virtual results 44.2% and 1.5 48.5%; a RAVE weight of 1.0
	// scored 50.2% against 0.7, and a score weight of 0.5 51.5% against
	// 0.3 in 600 games (even). These were measured with the weights of
	// the priors and simulations before they were fitted to self-play
	// (see policy.go): the first fitted ones scored 51.2% against those
	// at 20,000 simulations but 43.2% at 3,000; the priors of each piece,
	// in two phases, with the opponent's reach, scored against the first
	// fitted ones 57.5% at 20,000 simulations, 58.2% at 150 ms and 57.0%
	// at 3,000 (200 games each). Simulations that try ten pieces where
	// they answer the opponent's last moves instead of four (see
	// answerTries) scored 58.5% at 20,000 simulations and 55.8% at 150 ms.
	// The ratings of Easy and Medium are measured with these last.
	//
	// Self-play does not tell what scores against Pentobi. Against the
	// engine that far, at 20,000 simulations, 200 games a seed (131 and
	// 151): a length weight of 0.25 instead of 0.12 scored 55.8% and
	// 53.7% (0 scored 46.5%), but against Pentobi level 7 at 210,000
	// simulations 50.0% in 100 games (69.0% as first player, 31.0% as
	// second), where 0.12 scored 59.3% in 200. Expanding a leaf at depth
	// d after d visits instead of 1 + d/2 scored 53.8% and 43.2%; a RAVE
	// weight of 1, a score weight of 0.5, expansion after d/2 visits and
	// RAVE stopped in children of 1,000 results and parents of 50,000
	// instead of 2,000 and 25,000 (the search's defaults), all with the
	// length weight of 0.25, scored 48.9% and 44.4% (175 and 170 games).
	//
	// Against level 7 our second player loses most (30.0% in 40 games as
	// second player, 62.5% in 20 as first, 210,000 simulations, CPU
	// 1.06×), and spending the simulations otherwise did not mend it.
	// Scaled by the odds the last search found, ((1-v)/v), within half to
	// twice (about twice as second player, two thirds as first), they
	// scored 18.8% in 16 games as second player and 83.3% in 18 as first
	// (CPU 1.16×). Fewer on the first moves and more later (a player's
	// n-th move 119,000 × 1.1^n, its first half that), they scored 31.2%
	// in 40 games as second player (CPU 0.83×). Neither is kept. An
	// exploration constant of 0.7 scored 40.0% as second player in 80
	// games (two seeds, CPU 1.01–1.02×), where 0.5 scored 31.7% in 60,
	// but seats alternating only 50.7% in 76 (28.4% as second player,
	// CPU 1.15×): 0.5 stays. A komi for the seat behind, a simulation
	// won when its margin beat half the search's mean margin, scored
	// 12.5% in 36 games as second player: not kept. Level 7 against
	// itself gives the first player 85.0% (40 games): the seat weighs
	// more than the play. The second player's mirrored first move (see
	// the book) lifted it most.
	tuning := rules.Tuning{RAVE: 0.7, ScoreWeight: 0.3, LengthWeight: 0.12, ExpandBase: 1, ExpandPerDepth: 0.5, PriorCut: 0.001}
	book := tuning
	book.Book = true
	reuse := book
	reuse.Reuse = true
	return []rules.Level{
		{Name: "Beginner", Rating: 800, Search: rules.SearchMCTS, Iterations: 100, Noise: 0.5, Tuning: tuning},
		{Name: "Easy", Rating: 1378, Search: rules.SearchMCTS, Iterations: 1000, Tuning: tuning},
		{Name: "Medium", Rating: 1540, Search: rules.SearchMCTS, Iterations: 3000, Tuning: book},
		{Name: "Strong", Rating: 1978, Search: rules.SearchMCTS, Iterations: 50_000, Millis: 3000, Tuning: reuse},
		{Name: "Expert", Rating: 2124, Search: rules.SearchMCTS, Iterations: 150_000, Millis: 9000, Tuning: reuse},
	}
}
