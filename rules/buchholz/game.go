package buchholz

import "impasse/rules"

// NewDuel returns start(), the start of info's game, once opts ask for
// two players, the only number it plays: a two-player Game's New.
func NewDuel[S rules.State](info rules.Info, opts rules.Options, start func() S) (rules.State, error) {
	if _, err := rules.PlayerCount(info, opts, 2); err != nil {
		return nil, err
	}
	return start(), nil
}

// NewTeamed returns start(players, teams), the start of info's game for
// the number of players and the team play opts ask for: a teamed Game's
// New.
func NewTeamed[S rules.State](info rules.Info, opts rules.Options, start func(players int, teams bool) S) (rules.State, error) {
	players, teams, err := rules.TeamPlay(info, opts)
	if err != nil {
		return nil, err
	}
	return start(players, teams), nil
}
