package main

import (
	"fmt"
	"slices"

	"impasse/ai"
	"impasse/aiproto"
	"impasse/rules"
)

// cachedBot is the bot of the last search with what it was asked: the
// worker keeps no game, but a search tree is worth keeping from one move
// to the next.
type cachedBot struct {
	key   string   // the game, seat, level and options asked
	moves []string // the record's moves
	bot   ai.Bot
}

// prepareCached is prepare, except that a request at the same level of
// the same game as the last one, whose record goes on from the last
// one's, gets the last bot when that bot keeps its tree (ai.MCTS.Reuse):
// its search goes on from the subtree of the new position.
func (s *server) prepareCached(req aiproto.Request) (rules.State, ai.Bot, error) {
	state, bot, err := prepare(req)
	if err != nil {
		return nil, nil, err
	}
	if m, ok := bot.(*ai.MCTS); !ok || !m.Reuse {
		s.last = nil
		return state, bot, nil
	}
	rec, err := rules.ParseRecord(req.Record)
	if err != nil {
		return nil, nil, err
	}
	key := fmt.Sprintf("%s %d %d %d %d %v %v %d %v", req.Game, req.Seat, req.Level, req.TimeMs, req.CapMs, req.Hint, req.Value, req.Seed, rec.Tags)
	if c := s.last; c != nil && c.key == key && len(rec.Moves) > len(c.moves) && slices.Equal(rec.Moves[:len(c.moves)], c.moves) {
		bot = c.bot
	}
	s.last = &cachedBot{key: key, moves: rec.Moves, bot: bot}
	return state, bot, nil
}
