package buchholz

import "impasse/rules"

// Game is a Buchholz game made of what is its own: its description, its
// AI levels and its start position. DuelGame and TeamedGame make one;
// Saute, whose options are its own, keeps a Game type of its own.
type Game struct {
	info    rules.Info
	options []rules.Option
	levels  []rules.Level
	start   func(opts rules.Options) (rules.State, error)
}

// DuelGame returns the two-player game of info, whose MinPlayers and
// MaxPlayers it sets to 2: it offers no options, and its New returns
// start() once opts ask for two players, the only number it plays.
func DuelGame[S rules.State](info rules.Info, levels []rules.Level, start func() S) Game {
	info.MinPlayers, info.MaxPlayers = 2, 2
	return Game{info: info, levels: levels, start: func(opts rules.Options) (rules.State, error) {
		if _, err := rules.PlayerCount(info, opts, 2); err != nil {
			return nil, err
		}
		return start(), nil
	}}
}

// TeamedGame returns the game of info for two to four players, which it
// sets as info's MinPlayers and MaxPlayers: it offers rules.TeamOptions,
// and its New returns start(players, teams) for the number of players
// and the team play opts ask for.
func TeamedGame[S rules.State](info rules.Info, levels []rules.Level, start func(players int, teams bool) S) Game {
	info.MinPlayers, info.MaxPlayers = 2, 4
	return Game{info: info, options: rules.TeamOptions(), levels: levels, start: func(opts rules.Options) (rules.State, error) {
		players, teams, err := rules.TeamPlay(info, opts)
		if err != nil {
			return nil, err
		}
		return start(players, teams), nil
	}}
}

// Info describes the game.
func (g Game) Info() rules.Info { return g.info }

// Options returns the choices a new game offers.
func (g Game) Options() []rules.Option { return g.options }

// New returns the start position for opts.
func (g Game) New(opts rules.Options) (rules.State, error) { return g.start(opts) }

// Levels lists the AI levels, weakest first.
func (g Game) Levels() []rules.Level { return g.levels }
