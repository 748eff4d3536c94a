package lesson

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"impasse/rules"
)

// MaxFileSize bounds the text Parse reads.
const MaxFileSize = 1 << 20

// errTooLong reports a file longer than MaxFileSize.
var errTooLong = errors.New("lesson: the file is longer than a megabyte")

// part is where in the file a line is read.
type part int

const (
	inTitle part = iota
	inStep
	inPlay
)

// Parse reads a lesson file (see the package documentation). It checks
// the form of each line, and that no key is given twice in its part, not
// that the moves are legal nor that every text is there (Check does).
func Parse(text string) (*Lesson, error) {
	if len(text) > MaxFileSize {
		return nil, errTooLong
	}
	l := &Lesson{}
	where := inTitle
	seen := map[string]bool{}
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fail := func(format string, args ...any) error {
			return fmt.Errorf("lesson line %d: %s", i+1, fmt.Sprintf(format, args...))
		}
		switch line {
		case "step":
			if where == inPlay {
				return nil, fail("a step after play: play is the last part")
			}
			where = inStep
			l.Steps = append(l.Steps, Step{})
			clear(seen)
			continue
		case "play":
			if where == inPlay {
				return nil, fail("play given twice")
			}
			where = inPlay
			clear(seen)
			continue
		}
		key, value, ok := strings.Cut(line, ": ")
		if !ok {
			if !strings.HasSuffix(line, ":") {
				return nil, fail("%s: want step, play, or key: value", rules.Quote(line))
			}
			key = strings.TrimSuffix(line, ":")
		}
		value = strings.TrimSpace(value)
		if seen[key] {
			return nil, fail("%s given twice", rules.Quote(key))
		}
		seen[key] = true
		if err := l.set(where, key, value); err != nil {
			return nil, fail("%v", err)
		}
	}
	return l, nil
}

// set reads key: value in part where of l.
func (l *Lesson) set(where part, key, value string) error {
	name, lang, _ := strings.Cut(key, ".")
	lang, move, _ := strings.Cut(lang, " ")
	text := func(t *Text) error {
		switch {
		case lang == "en":
			t.En = value
		case lang == "fr":
			t.Fr = value
		default:
			return fmt.Errorf("%s: want %s.en or %s.fr", rules.Quote(key), name, name)
		}
		return nil
	}
	unknown := fmt.Errorf("%s is not a key of this part", rules.Quote(key))
	if move != "" && name != "why" || move != "" && strings.ContainsAny(move, " \t") {
		return unknown
	}
	switch where {
	case inTitle:
		if name != "title" {
			return unknown
		}
		return text(&l.Title)
	case inPlay:
		switch key {
		case "setup":
			var err error
			l.Play.Setup, err = rules.ParseSetup(value)
			return err
		}
		if name != "say" {
			return unknown
		}
		return text(&l.Play.Say)
	}
	s := &l.Steps[len(l.Steps)-1]
	switch key {
	case "rule":
		s.Rule = value
		return nil
	case "setup":
		var err error
		s.Setup, err = rules.ParseSetup(value)
		return err
	case "moves":
		s.Moves = strings.Fields(value)
		return nil
	case "want":
		s.Want = strings.Fields(value)
		return nil
	}
	switch name {
	case "say":
		return text(&s.Say)
	case "then":
		return text(&s.Then)
	case "why":
		if move == "" {
			return text(&s.Why)
		}
		for i := range s.Whys {
			if s.Whys[i].Move == move {
				return text(&s.Whys[i].Text)
			}
		}
		s.Whys = append(s.Whys, Why{Move: move})
		return text(&s.Whys[len(s.Whys)-1].Text)
	}
	return unknown
}

// Format writes l as Parse reads it, after a comment header (each of
// its lines prefixed with "# "). A text with a line break, a move with
// white space or a setup Parse cannot read back cannot be written.
func Format(header string, l *Lesson) (string, error) {
	var b strings.Builder
	if header = strings.TrimSpace(header); header != "" {
		for _, h := range strings.Split(header, "\n") {
			b.WriteString(strings.TrimSpace("# " + h))
			b.WriteByte('\n')
		}
	}
	var err error
	line := func(key, value string) {
		if err != nil || value == "" {
			return
		}
		if strings.ContainsAny(value, "\r\n") {
			err = fmt.Errorf("%s: a text of more than one line", key)
			return
		}
		b.WriteString(key + ": " + value + "\n")
	}
	text := func(key, move string, t Text) {
		if move != "" {
			move = " " + move
		}
		line(key+".en"+move, strings.TrimSpace(t.En))
		line(key+".fr"+move, strings.TrimSpace(t.Fr))
	}
	writable := func(key, m string) {
		if err == nil && (m == "" || strings.ContainsFunc(m, unicode.IsSpace)) {
			err = fmt.Errorf("%s: the move %s cannot be written", key, rules.Quote(m))
		}
	}
	moves := func(key string, ms []string) {
		for _, m := range ms {
			writable(key, m)
		}
		line(key, strings.Join(ms, " "))
	}
	setup := func(o rules.Options) {
		if len(o) == 0 {
			return
		}
		s, e := rules.FormatSetup(o)
		if e != nil && err == nil {
			err = e
		}
		line("setup", s)
	}
	text("title", "", l.Title)
	for i := range l.Steps {
		s := &l.Steps[i]
		b.WriteString("step\n")
		line("rule", strings.TrimSpace(s.Rule))
		setup(s.Setup)
		moves("moves", s.Moves)
		text("say", "", s.Say)
		moves("want", s.Want)
		text("why", "", s.Why)
		for _, w := range s.Whys {
			writable("why", w.Move)
			if err == nil && w.Text.empty() {
				err = fmt.Errorf("why %s: no text", w.Move)
			}
			text("why", w.Move, w.Text)
		}
		text("then", "", s.Then)
	}
	b.WriteString("play\n")
	setup(l.Play.Setup)
	text("say", "", l.Play.Say)
	if err != nil {
		return "", err
	}
	return b.String(), nil
}
