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
//   - want lists the right moves, in notation: any of them passes;
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

// Answer judges move m played at the step's position st: right when it
// is one of the wanted moves, and what to say to the player (Then for a
// right move, else the move's own Why or the step's).
func (s *Step) Answer(st rules.State, m rules.Move) (right bool, say Text) {
	for _, w := range s.Want {
		if wm, err := st.ParseMove(w); err == nil && wm == m {
			return true, s.Then
		}
	}
	for _, w := range s.Whys {
		if wm, err := st.ParseMove(w.Move); err == nil && wm == m {
			return false, w.Text
		}
	}
	return false, s.Why
}

// Check verifies l against its game g: every step's position is reached
// legally from the start by its moves, the game is not over there and a
// seat is to move, every wanted move is legal there, every move a
// particular why names is legal there and not wanted, every step names
// its rule and has its texts in English and French, and so have the
// title and the play part, whose setup starts a game of g.
func Check(g rules.Game, l *Lesson) error {
	if !l.Title.complete() {
		return fmt.Errorf("the title wants English and French")
	}
	if len(l.Steps) == 0 {
		return fmt.Errorf("no step")
	}
	for i := range l.Steps {
		if err := checkStep(g, &l.Steps[i]); err != nil {
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

// checkStep verifies one step (see Check).
func checkStep(g rules.Game, s *Step) error {
	if s.Rule == "" {
		return fmt.Errorf("no rule named")
	}
	for _, t := range []struct {
		name string
		text Text
		opt  bool
	}{{"say", s.Say, false}, {"why", s.Why, false}, {"then", s.Then, true}} {
		if !t.text.complete() && !(t.opt && t.text.empty()) {
			return fmt.Errorf("%s wants English and French", t.name)
		}
	}
	st, err := s.Position(g)
	if err != nil {
		return err
	}
	if st.Over() {
		return fmt.Errorf("the game is over after its %d moves", len(s.Moves))
	}
	if st.ToMove() < 0 {
		return fmt.Errorf("no seat is to move after its %d moves", len(s.Moves))
	}
	if len(s.Want) == 0 {
		return fmt.Errorf("no move wanted")
	}
	var wanted []rules.Move
	for _, w := range s.Want {
		m, err := st.ParseMove(w)
		if err != nil {
			return fmt.Errorf("wanted move %s: %v", w, err)
		}
		wanted = append(wanted, m)
	}
	for _, w := range s.Whys {
		m, err := st.ParseMove(w.Move)
		if err != nil {
			return fmt.Errorf("why %s: %v", w.Move, err)
		}
		if slices.Contains(wanted, m) {
			return fmt.Errorf("why %s: the move is wanted", w.Move)
		}
		if !w.Text.complete() {
			return fmt.Errorf("why %s wants English and French", w.Move)
		}
	}
	return nil
}
