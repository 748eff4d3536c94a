package blockers

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"impasse/rules"
)

// Move encoding. In the base game the colour placed is always the
// mover's, and a placement is kind*81 + square (0–2267); the pass is
// 2268. In the expert variant a placement is (colour*28 + kind)*81 +
// square, with colour 0–3 (red, blue, yellow, green), and the pass is
// 9072. MoveSpace is the pass plus one.
const perColour = NumKinds * Squares

func (s *State) passMove() rules.Move {
	if s.expert {
		return 4 * perColour
	}
	return perColour
}

func (s *State) encode(c int, k Kind, sq int) rules.Move {
	m := int(k)*Squares + sq
	if s.expert {
		m += c * perColour
	}
	return rules.Move(m)
}

// decode returns the colour, kind and square of placement m; in the base
// game the colour is the mover's.
func (s *State) decode(m rules.Move) (c int, k Kind, sq int) {
	c = int(s.Mover)
	if s.expert {
		c = int(m) / perColour
	}
	r := int(m) % perColour
	return c, Kind(r / Squares), r % Squares
}

// valid reports whether m is a move integer of this variant.
func (s *State) valid(m rules.Move) bool { return m >= 0 && m <= s.passMove() }

// TileName returns a kind's name in the notation: "7", "C", "moon",
// "wild".
func TileName(k Kind) string {
	switch {
	case k >= FirstNumber && k < FirstLetter:
		return strconv.Itoa(int(k-FirstNumber) + 1)
	case k >= FirstLetter && k < FirstSymbol:
		return string(rune('A' + k - FirstLetter))
	case k >= FirstSymbol && k < Wild:
		return symbolNames[k-FirstSymbol]
	case k == Wild:
		return "wild"
	}
	return "?"
}

// tileCode returns a kind's short code in board diagrams: "7", "C",
// "mo", "**".
func tileCode(k Kind) string {
	switch {
	case k >= FirstSymbol && k < Wild:
		return symbolCodes[k-FirstSymbol]
	case k == Wild:
		return "**"
	}
	return TileName(k)
}

// errBadTile lists the tile names.
const tileList = "1–9, A–I, star, sun, heart, diamond, circle, spade, moon, triangle, club or wild"

// ParseTile reads a tile name, in any case.
func ParseTile(text string) (Kind, error) {
	t := strings.ToLower(text)
	switch {
	case len(t) == 1 && t[0] >= '1' && t[0] <= '9':
		return FirstNumber + Kind(t[0]-'1'), nil
	case len(t) == 1 && t[0] >= 'a' && t[0] <= 'i':
		return FirstLetter + Kind(t[0]-'a'), nil
	case t == "wild":
		return Wild, nil
	}
	for y, name := range symbolNames {
		if t == name {
			return FirstSymbol + Kind(y), nil
		}
	}
	if text == "" {
		return 0, fmt.Errorf("missing tile: a tile is %s", tileList)
	}
	return 0, fmt.Errorf("unknown tile %q: a tile is %s", text, tileList)
}

// SquareName returns the name of a square: its row A–I, then its column
// 1–9 ("G2").
func SquareName(sq int) string {
	return string([]byte{byte('A' + sq/Size), byte('1' + sq%Size)})
}

// ParseSquare reads a square name, in any case.
func ParseSquare(text string) (int, error) {
	if len(text) == 2 {
		r, c := text[0]|0x20, text[1]
		if r >= 'a' && r <= 'i' && c >= '1' && c <= '9' {
			return int(r-'a')*Size + int(c-'1'), nil
		}
	}
	if text == "" {
		return 0, errors.New("missing square: a square is a row A–I then a column 1–9, like G2")
	}
	return 0, fmt.Errorf("bad square %q: a square is a row A–I then a column 1–9, like G2", text)
}

// ParseColour reads a colour name, in any case.
func ParseColour(text string) (int, error) {
	for c, name := range ColourNames {
		if strings.EqualFold(text, name) {
			return c, nil
		}
	}
	return 0, fmt.Errorf("unknown colour %q: red, blue, yellow, green or purple", text)
}

// where says where a tile of kind k may go.
func where(k Kind) string {
	switch {
	case k >= FirstNumber && k < FirstLetter:
		return fmt.Sprintf("in column %d", int(k-FirstNumber)+1)
	case k >= FirstLetter && k < FirstSymbol:
		return fmt.Sprintf("in row %c", rune('A'+k-FirstLetter))
	case k >= FirstSymbol && k < Wild:
		y := k - FirstSymbol
		b := int(boxOfSymbol[y])
		top := b/3*3*Size + b%3*3
		return fmt.Sprintf("in the %s box, %s to %s", symbolNames[y], SquareName(top), SquareName(top+2*Size+2))
	}
	return "anywhere"
}

// MoveString returns the notation of m: "7@C7", "moon@G2", "wild@E5",
// in the expert variant "yellow:7@C7", or "pass".
func (s *State) MoveString(m rules.Move) string {
	if !s.valid(m) {
		return fmt.Sprintf("?%d", m)
	}
	if m == s.passMove() {
		return "pass"
	}
	c, k, sq := s.decode(m)
	text := TileName(k) + "@" + SquareName(sq)
	if s.expert {
		text = ColourNames[c] + ":" + text
	}
	return text
}

// ParseMove reads a move, in any case: "7@C7", "moon@G2", "wild@E5",
// "pass", and in the expert variant "yellow:7@C7" (the colour may be left
// out when only one of the mover's colours can make the move). It returns
// the move if it is legal, or an error saying why it is not.
func (s *State) ParseMove(text string) (rules.Move, error) {
	if s.Ended {
		return 0, rules.ErrOver
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, errors.New("empty move: write tile@square, like 7@C7, or pass")
	}
	p := int(s.Mover)
	if strings.EqualFold(text, "pass") {
		if s.canPlace() {
			return 0, errors.New("you cannot pass while a tile of your rack has a legal square")
		}
		return s.passMove(), nil
	}
	colour := -1
	rest := text
	if name, after, ok := strings.Cut(text, ":"); ok {
		if !s.expert {
			return 0, fmt.Errorf("%q: a move names no colour in Blockers! (you play %s): write %s", text, ColourNames[p], after)
		}
		c, err := ParseColour(name)
		if err != nil {
			return 0, err
		}
		colour, rest = c, after
	}
	tile, square, ok := strings.Cut(rest, "@")
	if !ok {
		return 0, fmt.Errorf("%q is not a move: write tile@square, like 7@C7, or pass", text)
	}
	k, err := ParseTile(tile)
	if err != nil {
		return 0, err
	}
	sq, err := ParseSquare(square)
	if err != nil {
		return 0, err
	}
	if !s.expert {
		colour = p
	} else if colour < 0 {
		return s.inferColour(p, k, sq)
	}
	if err := s.check(p, colour, k, sq); err != nil {
		return 0, err
	}
	return s.encode(colour, k, sq), nil
}

// inferColour finds the one colour of seat p that can place kind k on sq.
func (s *State) inferColour(p int, k Kind, sq int) (rules.Move, error) {
	_, cs := s.coloursOf(p)
	var legal []int
	var firstErr error
	for _, c := range cs {
		if err := s.check(p, c, k, sq); err != nil {
			if firstErr == nil && s.InPlay(c) && s.rack[c]&(1<<uint(k)) != 0 {
				firstErr = err
			}
			continue
		}
		legal = append(legal, c)
	}
	switch len(legal) {
	case 1:
		return s.encode(legal[0], k, sq), nil
	case 2:
		t := TileName(k) + "@" + SquareName(sq)
		return 0, fmt.Errorf("say which colour plays: %s:%s or %s:%s", ColourNames[cs[0]], t, ColourNames[cs[1]], t)
	}
	if firstErr != nil {
		return 0, firstErr
	}
	return 0, fmt.Errorf("neither %s nor %s can play a %s: it is in no rack of yours still in play", ColourNames[cs[0]], ColourNames[cs[1]], TileName(k))
}

// check returns why seat p may not place kind k of colour c on sq, or
// nil when it may.
func (s *State) check(p, c int, k Kind, sq int) error {
	s.fresh()
	if c >= int(s.colours) {
		return fmt.Errorf("%s is not in this game", ColourNames[c])
	}
	if s.OwnerOf(c) != p {
		n, cs := s.coloursOf(p)
		mine := ColourNames[cs[0]]
		if n == 2 {
			mine += " and " + ColourNames[cs[1]]
		}
		return fmt.Errorf("%s is not your colour: you play %s", ColourNames[c], mine)
	}
	if !s.InPlay(c) {
		return fmt.Errorf("%s plays no more: its rack is down to %d tiles", ColourNames[c], FinalRack)
	}
	if s.rack[c]&(1<<uint(k)) == 0 {
		if s.expert {
			return fmt.Errorf("%s has no %s in its rack", ColourNames[c], TileName(k))
		}
		return fmt.Errorf("you have no %s in your rack", TileName(k))
	}
	if !reach[k].has(sq) {
		return fmt.Errorf("a %s goes %s, not on %s", TileName(k), where(k), SquareName(sq))
	}
	d, dk, taken := s.At(sq)
	if taken && d == c {
		if s.expert {
			return fmt.Errorf("%s holds a %s tile, the colour you are playing: you cannot capture it", SquareName(sq), ColourNames[c])
		}
		return fmt.Errorf("%s holds your own tile: you cannot capture it", SquareName(sq))
	}
	if taken && s.cut[d].has(sq) {
		return fmt.Errorf("capturing the %s %s on %s would split its group", ColourNames[d], TileName(dk), SquareName(sq))
	}
	return nil
}
