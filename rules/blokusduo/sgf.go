package blokusduo

import (
	"errors"
	"fmt"
	"strings"

	"impasse/rules"
)

// SGFGame is the GM property value of Blokus Duo in Pentobi's files.
const SGFGame = "Blokus Duo"

// IsSGF reports whether text looks like an SGF file rather than an
// Impasse record.
func IsSGF(text string) bool {
	return strings.HasPrefix(strings.TrimLeft(strings.TrimPrefix(text, "\uFEFF"), " \t\r\n"), "(")
}

// ParseSGF reads a Blokus Duo game in Pentobi's SGF format (.blksgf) and
// returns it as an Impasse record. It follows the main line (the first
// variation at each branch). Pentobi writes no passes: when a colour moves
// twice in a row, the other passed, and the record gets an explicit
// "pass" (which replay then checks was forced). The players' names, the
// date, the event and the comments (PB, PW, DT, EV and C) are kept as the
// tags Player1, Player2, Date and Event and the record's comments.
func ParseSGF(text string) (*rules.Record, error) {
	if len(text) > rules.MaxRecordSize {
		return nil, fmt.Errorf("file too large (%d bytes)", len(text))
	}
	nodes, err := sgfMainLine(text)
	if err != nil {
		return nil, err
	}
	if err := sgfCheckGame(nodes); err != nil {
		return nil, err
	}
	rec := &rules.Record{}
	rec.SetTag(rules.TagGame, ID)
	next := 0 // colour expected to move next
	for _, props := range nodes {
		var comments []string
		for _, p := range props {
			switch p.id {
			case "PB":
				rec.SetTag("Player1", p.value())
			case "PW":
				rec.SetTag("Player2", p.value())
			case "DT":
				rec.SetTag("Date", p.value())
			case "EV":
				rec.SetTag("Event", p.value())
			case "C":
				comments = append(comments, p.values...)
			case "AB", "AW", "AE", "A1", "A2":
				return nil, errors.New("the file sets up a position (AB/AW/AE): only games from the start can be read")
			case "B", "W", "1", "2":
				c := 0
				if p.id == "W" || p.id == "2" {
					c = 1
				}
				if len(p.values) != 1 {
					return nil, fmt.Errorf("move %s has %d values", p.id, len(p.values))
				}
				mv := strings.TrimSpace(p.values[0])
				if mv == "" {
					mv = "pass"
				}
				if c != next && mv != "pass" {
					rec.Moves = append(rec.Moves, "pass")
				}
				rec.Moves = append(rec.Moves, mv)
				next = c ^ 1
			}
		}
		for _, c := range comments {
			if c = strings.TrimSpace(c); c != "" {
				rec.Comments = append(rec.Comments, rules.Comment{After: len(rec.Moves), Text: c})
			}
		}
	}
	return rec, nil
}

// sgfCheckGame checks that the file says, in its first node and there
// only, that it is a game of Blokus Duo.
func sgfCheckGame(nodes [][]sgfProp) error {
	game := ""
	for i, props := range nodes {
		for _, p := range props {
			switch {
			case p.id != "GM":
			case i > 0:
				return errors.New("the game's name (GM) may stand only in the first node")
			default:
				game = p.value()
			}
		}
	}
	switch {
	case game == "":
		return fmt.Errorf("the file does not name its game: a file of Blokus Duo says GM[%s]", SGFGame)
	case game != SGFGame:
		return fmt.Errorf("the file is for %s, not %q", rules.Quote(game), SGFGame)
	}
	return nil
}

// WriteSGF writes a game in Pentobi's SGF format. Passes are left out, as
// Pentobi does, and a comment after a pass goes with the move before it.
// The tags Player1, Player2, Date and Event go out as PB, PW, DT and EV.
func WriteSGF(rec *rules.Record) (string, error) {
	g := Game{}
	s, moves, err := rules.Replay(g, rec)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("(;FF[4]CA[UTF-8]AP[Impasse]GM[" + SGFGame + "]")
	if v := rec.Tag("Player1"); v != "" {
		b.WriteString("PB[" + sgfEscape(v) + "]")
	}
	if v := rec.Tag("Player2"); v != "" {
		b.WriteString("PW[" + sgfEscape(v) + "]")
	}
	if v := rec.Tag("Date"); v != "" {
		b.WriteString("DT[" + sgfEscape(v) + "]")
	}
	if v := rec.Tag("Event"); v != "" {
		b.WriteString("EV[" + sgfEscape(v) + "]")
	}
	if s.Over() {
		b.WriteString("RE[" + FinalScore(s.(*State)) + "]")
	}
	// comments[i] are the comments after the first i moves.
	comments := make([][]string, len(moves)+1)
	for _, c := range rec.Comments {
		if c.After >= 0 && c.After <= len(moves) {
			comments[c.After] = append(comments[c.After], c.Text)
		}
	}
	var note []string // the comments of the node being written
	writeNote := func() {
		if len(note) > 0 {
			b.WriteString("C[" + sgfEscape(strings.Join(note, "\n")) + "]")
			note = nil
		}
	}
	note = comments[0]
	st := NewState()
	for i, m := range moves {
		if m != Pass {
			writeNote()
			b.WriteString("\n;" + "BW"[st.Mover:st.Mover+1] + "[" + st.MoveString(m) + "]")
		}
		note = append(note, comments[i+1]...)
		st.Apply(m)
	}
	writeNote()
	b.WriteString(")\n")
	return b.String(), nil
}

// FinalScore returns the score difference as GTP's final_score and SGF's
// RE write it: "B+3", "W+12" or "0".
func FinalScore(s *State) string {
	d := s.score(0) - s.score(1)
	switch {
	case d > 0:
		return fmt.Sprintf("B+%d", d)
	case d < 0:
		return fmt.Sprintf("W+%d", -d)
	}
	return "0"
}

// sgfEscape escapes a property value: a backslash before each backslash
// and closing bracket.
func sgfEscape(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `]`, `\]`)
}

type sgfProp struct {
	id     string
	values []string
}

func (p sgfProp) value() string {
	if len(p.values) == 0 {
		return ""
	}
	return p.values[0]
}

// Limits of the SGF reader: a game of Blokus Duo has at most 42 moves,
// one a node, and its properties have names of one or two letters and
// one value each, but for a few lists (AB, AW, AE).
const (
	maxSGFNodes  = 1000
	maxSGFPropID = 8
	// maxSGFProps bounds the properties of a node.
	maxSGFProps = 100
	// maxSGFValues bounds the values of a property.
	maxSGFValues = 200
	// maxSGFAllValues bounds the values of the whole file.
	maxSGFAllValues = 10000
)

// sgfMainLine parses SGF text and returns the nodes of the main line of
// the first game tree.
func sgfMainLine(text string) ([][]sgfProp, error) {
	p := &sgfParser{s: strings.TrimPrefix(text, "\uFEFF")}
	p.space()
	if !p.eat('(') {
		return nil, errors.New("not an SGF file: it must start with '('")
	}
	var nodes [][]sgfProp
	depth := 1
	// Once the main line's first variation closes, the rest is skipped.
	for depth > 0 {
		p.space()
		if p.eof() {
			return nil, errors.New("SGF file ends inside a game tree")
		}
		switch c := p.s[p.i]; c {
		case ';':
			if len(nodes) == maxSGFNodes {
				return nil, fmt.Errorf("more than %d nodes: not a game of Blokus Duo", maxSGFNodes)
			}
			p.i++
			props, err := p.node()
			if err != nil {
				return nil, err
			}
			nodes = append(nodes, props)
		case '(':
			// A variation: follow the first, skip the others.
			p.i++
			depth++
		case ')':
			p.i++
			depth--
			if depth > 0 {
				// End of the main variation: skip siblings and return.
				return nodes, nil
			}
		default:
			return nil, fmt.Errorf("unexpected %q at byte %d", c, p.i)
		}
	}
	return nodes, nil
}

type sgfParser struct {
	s string
	i int
	// values counts the property values read.
	values int
}

func (p *sgfParser) eof() bool { return p.i >= len(p.s) }

func (p *sgfParser) space() {
	for !p.eof() && strings.IndexByte(" \t\r\n", p.s[p.i]) >= 0 {
		p.i++
	}
}

func (p *sgfParser) eat(c byte) bool {
	if !p.eof() && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *sgfParser) node() ([]sgfProp, error) {
	var props []sgfProp
	for {
		p.space()
		start := p.i
		for !p.eof() && (p.s[p.i] >= 'A' && p.s[p.i] <= 'Z' || p.s[p.i] >= '0' && p.s[p.i] <= '9' || p.s[p.i] >= 'a' && p.s[p.i] <= 'z') {
			p.i++
		}
		if p.i == start {
			return props, nil
		}
		if len(props) == maxSGFProps {
			return nil, fmt.Errorf("a node has more than %d properties: not a game of Blokus Duo", maxSGFProps)
		}
		prop := sgfProp{id: p.s[start:p.i]}
		if len(prop.id) > maxSGFPropID {
			return nil, fmt.Errorf("property name %s is %d bytes long, at most %d", rules.Quote(prop.id), len(prop.id), maxSGFPropID)
		}
		p.space()
		for !p.eof() && p.s[p.i] == '[' {
			if len(prop.values) == maxSGFValues {
				return nil, fmt.Errorf("property %s has more than %d values: not a game of Blokus Duo", prop.id, maxSGFValues)
			}
			if p.values++; p.values > maxSGFAllValues {
				return nil, fmt.Errorf("more than %d property values: not a game of Blokus Duo", maxSGFAllValues)
			}
			p.i++
			var b strings.Builder
			for {
				if p.eof() {
					return nil, fmt.Errorf("property %s: value not closed", prop.id)
				}
				c := p.s[p.i]
				p.i++
				if c == ']' {
					break
				}
				if c == '\\' && !p.eof() {
					c = p.s[p.i]
					p.i++
				}
				b.WriteByte(c)
			}
			prop.values = append(prop.values, b.String())
			p.space()
		}
		if len(prop.values) == 0 {
			return nil, fmt.Errorf("property %s has no value", prop.id)
		}
		props = append(props, prop)
	}
}
