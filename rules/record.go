package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Record is a game record in Impasse's text format, shared by all games:
// tag pairs one per line, then the moves in the game's notation separated
// by white space.
//
//	[Game "blokusduo"]
//	[Players "2"]
//	[Result "1-0"]
//
//	1. e10,e11,e12,f12,g12 2. j5,j6 {a comment} 3. pass
//
// Move numbers such as "12." are allowed and ignored, as is a final token
// repeating the Result tag or "*". {Comments} are kept, each after the
// moves before it.
type Record struct {
	Tags     []Tag
	Moves    []string
	Comments []Comment
}

// Comment is a {comment} among the moves of a Record.
type Comment struct {
	// After is the number of moves before the comment: 0 before the
	// first move, len(Moves) after the last.
	After int
	// Text is the comment without its braces and the white space around
	// it, never empty; String writes any '}' in it as ')'.
	Text string
}

// Tag is one tag pair of a Record.
type Tag struct {
	Name, Value string
}

// Standard tag names.
const (
	TagGame   = "Game"
	TagResult = "Result"
	TagScores = "Scores"
)

// Limits of ParseRecord, so that a hostile file can neither exhaust
// memory nor make an error message as long as itself.
const (
	// MaxRecordSize bounds the text of a record, in bytes.
	MaxRecordSize = 4 << 20
	// MaxTags bounds the number of tag pairs.
	MaxTags = 1000
	// MaxTagName bounds the length of a tag's name, in bytes.
	MaxTagName = 64
	// MaxMoveSize bounds the length of a move, in bytes (Play refuses
	// longer ones too).
	MaxMoveSize = 1024
)

// ErrNotRecord is the error of a text that is no record at all.
var ErrNotRecord = errors.New("this is not a record")

// resembleMoves is how many of a record's moves Resembles tries.
const resembleMoves = 100

// Resembles reports whether r, read from a text, can be a record of g: it
// has a tag pair, or one of its first 100 moves reads as a move of g at
// the start of a game with the default options. A text such as "hello"
// cannot.
func (r *Record) Resembles(g Game) bool {
	if len(r.Tags) > 0 {
		return true
	}
	start, err := g.New(nil)
	if err != nil {
		return false
	}
	for _, m := range r.Moves[:min(len(r.Moves), resembleMoves)] {
		if checkMoveText(m) == nil {
			if _, err := start.ParseMove(m); err == nil {
				return true
			}
		}
	}
	return false
}

// Tag returns the value of the tag name, or "" when absent.
func (r *Record) Tag(name string) string {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets the tag name to value, replacing an existing one or adding
// it at the end.
func (r *Record) SetTag(name, value string) {
	for i, t := range r.Tags {
		if t.Name == name {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// Options returns the tags as Options, for Game.New.
func (r *Record) Options() Options {
	o := make(Options, len(r.Tags))
	for _, t := range r.Tags {
		o[t.Name] = t.Value
	}
	return o
}

// String returns the record as text: the tags, a blank line, and the moves
// numbered from 1, one number per move, wrapped at 80 columns.
func (r *Record) String() string {
	var b strings.Builder
	for _, t := range r.Tags {
		fmt.Fprintf(&b, "[%s %s]\n", t.Name, quoteTag(t.Value))
	}
	b.WriteString("\n")
	col := 0
	write := func(item string) {
		n := utf8.RuneCountInString(item)
		if col > 0 && col+1+n > 80 {
			b.WriteString("\n")
			col = 0
		} else if col > 0 {
			b.WriteString(" ")
			col++
		}
		b.WriteString(item)
		if i := strings.LastIndexByte(item, '\n'); i >= 0 {
			n = utf8.RuneCountInString(item[i+1:])
			col = 0
		}
		col += n
	}
	// The comments after each number of moves, in the order given; one
	// past the last move goes after it.
	var after [][]string
	if len(r.Comments) > 0 {
		after = make([][]string, len(r.Moves)+1)
		for _, c := range r.Comments {
			n := min(max(c.After, 0), len(r.Moves))
			after[n] = append(after[n], c.Text)
		}
	}
	writeComments := func(n int) {
		if after == nil {
			return
		}
		for _, text := range after[n] {
			write("{" + strings.ReplaceAll(text, "}", ")") + "}")
		}
	}
	writeComments(0)
	for i, m := range r.Moves {
		write(strconv.Itoa(i+1) + ". " + m)
		writeComments(i + 1)
	}
	// The moves end with the result, as in PGN: the Result tag's value,
	// or "*" for a game that goes on (or a value that would not read back
	// as one token of the moves, or is longer than a move may be).
	if res := r.Tag(TagResult); plainToken(res) && len(res) <= MaxMoveSize {
		write(res)
	} else {
		write("*")
	}
	if col > 0 {
		b.WriteString("\n")
	}
	return b.String()
}

func quoteTag(s string) string {
	b := []byte{'"'}
	for _, c := range s {
		switch c {
		case '"', '\\':
			b = append(b, '\\', byte(c))
		case '\n', '\r':
			b = append(b, ' ')
		default:
			b = utf8.AppendRune(b, c)
		}
	}
	return string(append(b, '"'))
}

// ParseRecord reads a record. It checks the syntax only; Replay checks the
// moves against a game's rules.
func ParseRecord(text string) (*Record, error) {
	if len(text) > MaxRecordSize {
		return nil, fmt.Errorf("record too large (%d bytes, at most %d)", len(text), MaxRecordSize)
	}
	if !utf8.ValidString(text) {
		return nil, errors.New("record is not UTF-8 text")
	}
	text = strings.TrimPrefix(text, "\uFEFF")
	r := &Record{}
	p := &recordParser{s: text, line: 1}
	p.skipSpace()
	if c, _ := utf8.DecodeRuneInString(text[p.i:]); stray(c) {
		return nil, fmt.Errorf("line %d: the text starts with a stray character, %U", p.line, c)
	}
	// Tag section.
	seen := map[string]bool{}
	for {
		p.skipSpace()
		if p.eof() || p.peek() != '[' {
			break
		}
		if len(r.Tags) == MaxTags {
			return nil, fmt.Errorf("line %d: more than %d tags", p.line, MaxTags)
		}
		t, err := p.tag()
		if err != nil {
			return nil, err
		}
		if seen[t.Name] {
			return nil, fmt.Errorf("line %d: tag %s appears twice", p.line, t.Name)
		}
		seen[t.Name] = true
		r.Tags = append(r.Tags, t)
	}
	// Move section.
	for {
		p.skipSpace()
		if p.eof() {
			break
		}
		switch c := p.peek(); {
		case c == '{':
			text, err := p.comment()
			if err != nil {
				return nil, err
			}
			r.addComment(len(r.Moves), text)
			continue
		case c == '[':
			return nil, fmt.Errorf("line %d: tag pair after the moves", p.line)
		case c == '}':
			return nil, fmt.Errorf("line %d: '}' without '{'", p.line)
		}
		line := p.line
		tok := p.token()
		if isMoveNumber(tok) {
			continue
		}
		if len(tok) > MaxMoveSize {
			return nil, fmt.Errorf("line %d: move %s is %d bytes long, at most %d", line, Quote(tok), len(tok), MaxMoveSize)
		}
		r.Moves = append(r.Moves, tok)
	}
	if n := len(r.Moves); n > 0 {
		result, last := r.Tag(TagResult), r.Moves[n-1]
		switch {
		case isResultToken(last, result):
			r.Moves = r.Moves[:n-1]
		case result == "" && looksLikeResult(last):
			// A result written after the moves but not as a tag: the
			// tag it stands for, which Replay's caller checks.
			r.Moves = r.Moves[:n-1]
			r.SetTag(TagResult, last)
		case result != "*" && looksLikeResult(result) && looksLikeResult(last):
			return nil, fmt.Errorf("the moves end with the result %s, but the Result tag says %s", Quote(last), Quote(result))
		}
		// A comment after the result token follows the last move.
		comments := r.Comments
		r.Comments = nil
		for _, c := range comments {
			r.addComment(min(c.After, len(r.Moves)), c.Text)
		}
	}
	return r, nil
}

// addComment keeps text, a comment after the first after moves, joined to
// the comment before it when that one is in the same place; an empty
// comment is dropped.
func (r *Record) addComment(after int, text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	if n := len(r.Comments); n > 0 && r.Comments[n-1].After == after {
		r.Comments[n-1].Text += " " + text
		return
	}
	r.Comments = append(r.Comments, Comment{After: after, Text: text})
}

// stray reports whether c, the first character of a record, is one that
// no record starts with: a second byte order mark, a control or another
// invisible format character.
func stray(c rune) bool {
	return c != utf8.RuneError && (unicode.Is(unicode.Cf, c) || unicode.IsControl(c) && !unicode.IsSpace(c))
}

// looksLikeResult reports whether tok is written as a Result tag's value
// is: a score ("12"), or one share per seat joined by "-", each 0, 1 or
// a fraction ("1-0", "1/2-1/2", "1-1-0-0").
func looksLikeResult(tok string) bool {
	if isDigits(tok) {
		return true
	}
	parts := strings.Split(tok, "-")
	if len(parts) < 2 {
		return false
	}
	for _, part := range parts {
		num, den, frac := strings.Cut(part, "/")
		if !(part == "0" || part == "1" || frac && isDigits(num) && isDigits(den)) {
			return false
		}
	}
	return true
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// Quote returns s quoted as strconv.Quote does, cut after 32 bytes with
// an ellipsis when it is longer: a bad token named in a message that
// stays short whatever the token.
func Quote(s string) string {
	const max = 32
	if len(s) <= max {
		return strconv.Quote(s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + "…"
}

// plainToken reports whether s reads back as one token of the moves: not
// empty, no space, no bracket or brace, not a move number.
func plainToken(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(c rune) bool {
		return unicode.IsSpace(c) || strings.ContainsRune("[]{}", c)
	}) && !isMoveNumber(s)
}

// isResultToken reports whether the final token tok of a record ends the
// moves rather than being one: "*" or the value of the Result tag.
func isResultToken(tok, result string) bool {
	return tok == "*" || (tok == result && result != "")
}

// isMoveNumber reports whether tok is a move number such as "12." or "3...".
func isMoveNumber(tok string) bool {
	i := 0
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i == 0 || i == len(tok) {
		return false
	}
	for ; i < len(tok); i++ {
		if tok[i] != '.' {
			return false
		}
	}
	return true
}

type recordParser struct {
	s    string
	i    int
	line int
}

func (p *recordParser) eof() bool  { return p.i >= len(p.s) }
func (p *recordParser) peek() byte { return p.s[p.i] }

func (p *recordParser) skipSpace() {
	for !p.eof() {
		r, n := utf8.DecodeRuneInString(p.s[p.i:])
		if !unicode.IsSpace(r) {
			return
		}
		if r == '\n' {
			p.line++
		}
		p.i += n
	}
}

func (p *recordParser) token() string {
	start := p.i
	for !p.eof() {
		r, n := utf8.DecodeRuneInString(p.s[p.i:])
		if unicode.IsSpace(r) || r == '{' || r == '}' {
			break
		}
		p.i += n
	}
	return p.s[start:p.i]
}

// comment reads a {comment} and returns its text, without the braces.
func (p *recordParser) comment() (string, error) {
	start := p.line
	p.i++ // '{'
	from := p.i
	for !p.eof() {
		c := p.s[p.i]
		p.i++
		switch c {
		case '\n':
			p.line++
		case '}':
			return p.s[from : p.i-1], nil
		}
	}
	return "", fmt.Errorf("line %d: comment not closed", start)
}

func (p *recordParser) tag() (Tag, error) {
	p.i++ // '['
	p.skipSpace()
	start := p.i
	for !p.eof() && isTagNameByte(p.peek()) {
		p.i++
	}
	name := p.s[start:p.i]
	if !p.eof() {
		if c, _ := utf8.DecodeRuneInString(p.s[p.i:]); !unicode.IsSpace(c) && c != '"' && c != ']' {
			return Tag{}, fmt.Errorf("line %d: tag name %s has a character that is not allowed (%q, %U): use the letters A to Z, digits, '_' and '-'", p.line, Quote(name+string(c)), c, c)
		}
	}
	if name == "" {
		return Tag{}, fmt.Errorf("line %d: tag without a name", p.line)
	}
	if len(name) > MaxTagName {
		return Tag{}, fmt.Errorf("line %d: tag name %s is %d bytes long, at most %d", p.line, Quote(name), len(name), MaxTagName)
	}
	p.skipSpace()
	if p.eof() || p.peek() != '"' {
		return Tag{}, fmt.Errorf("line %d: tag %s: value must be in double quotes", p.line, name)
	}
	p.i++
	var b strings.Builder
	for {
		if p.eof() {
			return Tag{}, fmt.Errorf("line %d: tag %s: value not closed", p.line, name)
		}
		c := p.s[p.i]
		p.i++
		if c == '\n' || c == '\r' {
			return Tag{}, fmt.Errorf("line %d: tag %s: value not closed", p.line, name)
		}
		if c == '"' {
			break
		}
		if c == '\\' && !p.eof() && (p.peek() == '"' || p.peek() == '\\') {
			c = p.s[p.i]
			p.i++
		}
		b.WriteByte(c)
	}
	p.skipSpace()
	if p.eof() || p.peek() != ']' {
		return Tag{}, fmt.Errorf("line %d: tag %s: missing ']'", p.line, name)
	}
	p.i++
	return Tag{Name: name, Value: b.String()}, nil
}

func isTagNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// ResultOf returns the value of the Result tag for a game that stands at
// s: "*" while it goes on; once over, for a game played alone its score
// (Solitaire's pieces left: "1"), for the others ResultString of its
// Results ("1-0"), each partner of a winning team writing 1 ("1-1-0-0").
func ResultOf(s State) string {
	if !s.Over() {
		return "*"
	}
	if s.Players() == 1 {
		return strconv.Itoa(s.Scores()[0])
	}
	return ResultString(teamShares(s.Results(), TeamsOf(s)))
}

// CheckResult reports whether the Result tag of r agrees with the game
// replayed to s: an absent tag or "*" claims nothing; otherwise the tag
// must be ResultOf(s). A game played alone reads its Result as a score,
// a whole number.
func (r *Record) CheckResult(s State) error {
	tag := r.Tag(TagResult)
	if tag == "" || tag == "*" {
		return nil
	}
	if s.Players() == 1 {
		if _, err := strconv.Atoi(tag); err != nil {
			return fmt.Errorf("%s %s: want the score, a whole number", TagResult, Quote(tag))
		}
	}
	if want := ResultOf(s); tag != want {
		return fmt.Errorf("%s %s, but the game ends %s", TagResult, Quote(tag), want)
	}
	return nil
}
