// Package lesson holds the guided first games: for each game a short
// lesson on its real board, steps that each set a position, say what to
// do, and wait for a move; a wrong move is answered with why it is
// wrong and the step is tried again; a short game against the gentlest
// level ends it. A lesson is data, one file a game, which the page
// fetches as it fetches puzzles.
//
// # The file
//
// A lesson file is read line by line. A line that starts with # is a
// comment and blank lines are skipped. Every other line is a word alone
// (step, play) or "key: value", where a key may name a language (.en or
// .fr) and, for why, a move after a space. Each text is one line. The
// file starts with the lesson's title, then its steps, each from a line
// "step", then its last part, from a line "play":
//
//	# comment
//	title.en: Learn Saute
//	title.fr: Apprendre Saute
//	step
//	rule: A piece moves one square forward.
//	setup: Players=2
//	moves: A4-D4 A8-D8
//	say.en: Move your piece on D4 one square forward, to E4.
//	say.fr: Avancez votre pièce de D4 d'une case, en E4.
//	want: D4-E4
//	why.en: A piece moves one square forward.
//	why.fr: Une pièce avance d'une case.
//	why.en D4-C4: D4-C4 goes back, and no piece moves back.
//	why.fr D4-C4: D4-C4 recule, et aucune pièce ne recule.
//	then.en: Well done.
//	then.fr: Bien joué.
//	play
//	setup: Players=2
//	say.en: Now play a whole game against the computer.
//	say.fr: Jouez maintenant une partie entière contre l'ordinateur.
//
// In a step:
//   - rule is the sentence of the game's rules page the step teaches,
//     quoted in English;
//   - setup is the game's options, as ParseSetup reads them (empty or
//     missing: the defaults);
//   - moves reach the step's position from the start, in notation (empty
//     or missing: the start);
//   - say tells the player what to do;
//   - want lists the right moves, in notation: any of them passes; a
//     move ending in * stands for every legal move whose notation starts
//     as it does, so "d6-c7/*" wants Blockade's pawn move d6-c7 with any
//     wall after it;
//   - why without a move answers every other move; why with a move
//     answers that move instead;
//   - then, which may be left out, is said after a right move.
//
// The play part's setup, which may be left out, starts the game played
// against the gentlest level, and its say introduces it. Every text is
// given in English (.en) and French (.fr).
//
// Parse reads a file, checking its form; Check verifies a lesson against
// its game; Format writes a lesson back. The app's lessons are the files
// shipped/ID.txt, ID the game's, which the native build embeds
// (Shipped) for the server to serve and the site to hold.
package lesson

import (
	"fmt"
	"slices"
	"strings"

	"impasse/rules"
)

// Text is a sentence in each language of the app.
type Text struct {
	En, Fr string
}

// In returns the text in the language whose code is lang ("en", "fr"),
// English for any other.
func (t Text) In(lang string) string {
	if lang == "fr" {
		return t.Fr
	}
	return t.En
}

// complete reports whether t has both languages.
func (t Text) complete() bool { return t.En != "" && t.Fr != "" }

// empty reports whether t has neither language.
func (t Text) empty() bool { return t.En == "" && t.Fr == "" }

// Lesson is a game's guided first game.
type Lesson struct {
	// Title names the lesson.
	Title Text
	// Steps are played in order.
	Steps []Step
	// Play is the last part, a game against the gentlest level.
	Play Play
}

// Step is one position of a lesson and the move it asks for.
type Step struct {
	// Rule is the sentence of the game's rules the step teaches.
	Rule string
	// Setup recreates the start (the game's options).
	Setup rules.Options
	// Moves reach the step's position from the start, in notation.
	Moves []string
	// Say tells the player what to do.
	Say Text
	// Want lists the right moves, in notation.
	Want []string
	// Why answers a wrong move that Whys does not name.
	Why Text
	// Whys answer particular wrong moves.
	Whys []Why
	// Then is said after a right move; it may be empty.
	Then Text
}

// Why answers one particular wrong move.
type Why struct {
	// Move is the wrong move, in notation.
	Move string
	// Text says why it is wrong.
	Text Text
}

// Play is a lesson's last part: a game against the gentlest level.
type Play struct {
	// Setup starts the game; nil or empty: the game's defaults.
	Setup rules.Options
	// Say introduces the game.
	Say Text
}

// Position replays the step's setup and moves in g and returns the
// step's position.
func (s *Step) Position(g rules.Game) (rules.State, error) {
	st, err := g.New(s.Setup)
	if err != nil {
		return nil, err
	}
	for i, m := range s.Moves {
		if _, err := rules.Play(st, m); err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
	}
	return st, nil
}

// Positions returns the hashes (rules.State.Hash) of the positions l's
// steps set up, each with its step's number from 1: what a puzzle of
// the game should not show again.
func Positions(g rules.Game, l *Lesson) (map[uint64]int, error) {
	at := map[uint64]int{}
	for i := range l.Steps {
		st, err := l.Steps[i].Position(g)
		if err != nil {
			return nil, fmt.Errorf("step %d: %v", i+1, err)
		}
		if _, ok := at[st.Hash()]; !ok {
			at[st.Hash()] = i + 1
		}
	}
	return at, nil
}

// Follows reports whether the step's position is reached through st:
// st is its setup's start, or the position after some of its first
// moves. A step that follows from where the player left the step
// before continues that game; one that does not sets the board anew.
func (s *Step) Follows(g rules.Game, st rules.State) bool {
	pos, err := g.New(s.Setup)
	if err != nil {
		return false
	}
	for i := 0; ; i++ {
		if pos.Players() == st.Players() && pos.Hash() == st.Hash() {
			return true
		}
		if i == len(s.Moves) {
			return false
		}
		if _, err := rules.Play(pos, s.Moves[i]); err != nil {
			return false
		}
	}
}

// Answer judges move m, legal at the step's position st: right when it
// is one of the wanted moves (a move of Want, or one that a wanted move
// ending in * stands for), and what to say to the player (Then for a
// right move, else the move's own Why or the step's).
func (s *Step) Answer(st rules.State, m rules.Move) (right bool, say Text) {
	if s.wants(st, m) {
		return true, s.Then
	}
	for _, w := range s.Whys {
		if wm, err := st.ParseMove(w.Move); err == nil && wm == m {
			return false, w.Text
		}
	}
	return false, s.Why
}

// anyRest ends a wanted move that stands for every legal move whose
// notation starts with the text before it: in Blockade "d6-c7/*" is the
// pawn move d6-c7 with any wall after it.
const anyRest = "*"

// wants reports whether m, legal at the step's position st, is one of
// the step's wanted moves: a move of Want, or a move whose notation
// starts as a wanted move ending in anyRest does.
func (s *Step) wants(st rules.State, m rules.Move) bool {
	for _, w := range s.Want {
		if matches(st, w, m) {
			return true
		}
	}
	return false
}

// matches reports whether move m, legal at st, is the wanted move w.
func matches(st rules.State, w string, m rules.Move) bool {
	if prefix, ok := strings.CutSuffix(w, anyRest); ok {
		return strings.HasPrefix(st.MoveString(m), prefix)
	}
	wm, err := st.ParseMove(w)
	return err == nil && wm == m
}

// Check verifies l against its game g: every step holds (Step.Check),
// the title and the play part have their texts in English and French,
// and the play part's setup starts a game of g.
func Check(g rules.Game, l *Lesson) error {
	if !l.Title.complete() {
		return fmt.Errorf("the title wants English and French")
	}
	if len(l.Steps) == 0 {
		return fmt.Errorf("no step")
	}
	for i := range l.Steps {
		if _, err := l.Steps[i].Check(g); err != nil {
			return fmt.Errorf("step %d: %v", i+1, err)
		}
	}
	if !l.Play.Say.complete() {
		return fmt.Errorf("play: say wants English and French")
	}
	if _, err := g.New(l.Play.Setup); err != nil {
		return fmt.Errorf("play: %v", err)
	}
	return nil
}

// Check verifies the step in its game g and returns its position: the
// position is reached legally from the start by its moves, the game is
// not over there and a seat is to move, every wanted move is legal there
// (one ending in anyRest stands for at least one legal move), every move
// a particular why names is legal there and not wanted, and the step
// names its rule and has its texts in English and French.
func (s *Step) Check(g rules.Game) (rules.State, error) {
	st, err := s.Position(g)
	if err != nil {
		return nil, err
	}
	if st.Over() {
		return nil, fmt.Errorf("the game is over after its %d moves", len(s.Moves))
	}
	if st.ToMove() < 0 {
		return nil, fmt.Errorf("no seat is to move after its %d moves", len(s.Moves))
	}
	if len(s.Want) == 0 {
		return nil, fmt.Errorf("no move wanted")
	}
	legal := st.Legal(nil)
	for _, w := range s.Want {
		if _, ok := strings.CutSuffix(w, anyRest); ok {
			if !slices.ContainsFunc(legal, func(m rules.Move) bool { return matches(st, w, m) }) {
				return nil, fmt.Errorf("wanted move %s: no legal move starts so", w)
			}
		} else if _, err := st.ParseMove(w); err != nil {
			return nil, fmt.Errorf("wanted move %s: %v", w, err)
		}
	}
	for _, w := range s.Whys {
		m, err := st.ParseMove(w.Move)
		if err != nil {
			return nil, fmt.Errorf("why %s: %v", w.Move, err)
		}
		if s.wants(st, m) {
			return nil, fmt.Errorf("why %s: the move is wanted", w.Move)
		}
		if !w.Text.complete() {
			return nil, fmt.Errorf("why %s wants English and French", w.Move)
		}
	}
	if s.Rule == "" {
		return nil, fmt.Errorf("no rule named")
	}
	for _, t := range []struct {
		name string
		text Text
		opt  bool
	}{{"say", s.Say, false}, {"why", s.Why, false}, {"then", s.Then, true}} {
		if !t.text.complete() && !(t.opt && t.text.empty()) {
			return nil, fmt.Errorf("%s wants English and French", t.name)
		}
	}
	return st, nil
}
