package solitaire

import (
	"strconv"
	"strings"

	"impasse/rules"
)

// Side is the board's side: 12 columns A–L and 12 rows 1–12.
const Side = 12

// Squares is the number of squares; square sq is at column sq % Side and
// row sq / Side, both from 0 (row 0 is row 1, at the bottom).
const Squares = Side * Side

// Directions of a jump, in the order Legal lists them.
const (
	North = iota // towards row 12
	East         // towards column L
	South
	West
	directions
)

// step is the change of square index for one square in each direction.
var step = [directions]int{Side, 1, -Side, -1}

// State is a Solitaire position. Moves are from*4 + direction: the piece
// on square from jumps in direction.
type State struct {
	board  [Squares]uint8
	left   int
	over   bool
	random bool
	setup  string
	hash   uint64
}

// NewState returns the start with the colours of setup (see ParseSetup);
// random says whether it is the random variant's deal.
func NewState(setup string, random bool) (*State, error) {
	colours, err := ParseSetup(setup)
	if err != nil {
		return nil, err
	}
	s := &State{random: random, setup: setup}
	for i, c := range colours {
		sq := (startRow-i/startSide)*Side + startCol + i%startSide
		s.board[sq] = c
		s.hash ^= zobrist[sq][c]
	}
	s.left = len(colours)
	s.over = !s.hasMove()
	return s, nil
}

// Colour returns the colour on square sq, or Empty.
func (s *State) Colour(sq int) uint8 { return s.board[sq] }

// Left returns the number of pieces on the board.
func (s *State) Left() int { return s.left }

// Players returns 1: Solitaire is played alone.
func (s *State) Players() int { return 1 }

// ToMove returns seat 0, or rules.Nobody once no jump is possible.
func (s *State) ToMove() int {
	if s.over {
		return rules.Nobody
	}
	return 0
}

// Over reports whether no piece can jump.
func (s *State) Over() bool { return s.over }

// Results returns [1] once the game is over: the only seat has finished
// (how well is its score, the pieces left).
func (s *State) Results() []float64 {
	if !s.over {
		return nil
	}
	return []float64{1}
}

// Scores returns the number of pieces on the board, the fewer the better.
func (s *State) Scores() []int { return []int{s.left} }

// MoveSpace bounds the move integers.
func (s *State) MoveSpace() int { return Squares * directions }

// landing returns where the piece on from lands jumping in direction d,
// and false when it cannot jump that way: the square next to it is empty,
// a piece of its own colour is in the way, or no empty square is left
// before the edge.
func landing(board *[Squares]uint8, from, d int) (int, bool) {
	own := board[from]
	col, row := from%Side, from/Side
	dc, dr := 0, 0
	switch d {
	case North:
		dr = 1
	case East:
		dc = 1
	case South:
		dr = -1
	case West:
		dc = -1
	}
	for n := 1; ; n++ {
		c, r := col+n*dc, row+n*dr
		if c < 0 || c >= Side || r < 0 || r >= Side {
			return 0, false
		}
		sq := r*Side + c
		switch board[sq] {
		case Empty:
			return sq, n > 1
		case own:
			return 0, false
		}
	}
}

// Legal appends the legal jumps, by square then direction.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	buf = buf[:0]
	if s.over {
		return buf
	}
	for sq := range Squares {
		if s.board[sq] == Empty {
			continue
		}
		for d := range directions {
			if _, ok := landing(&s.board, sq, d); ok {
				buf = append(buf, rules.Move(sq*directions+d))
			}
		}
	}
	return buf
}

func (s *State) hasMove() bool {
	for sq := range Squares {
		if s.board[sq] == Empty {
			continue
		}
		for d := range directions {
			if _, ok := landing(&s.board, sq, d); ok {
				return true
			}
		}
	}
	return false
}

// Apply plays the jump m: the piece lands and the pieces jumped leave.
func (s *State) Apply(m rules.Move) {
	from, d := int(m)/directions, int(m)%directions
	to, _ := landing(&s.board, from, d)
	c := s.board[from]
	for sq := from + step[d]; sq != to; sq += step[d] {
		s.hash ^= zobrist[sq][s.board[sq]]
		s.board[sq] = Empty
		s.left--
	}
	s.hash ^= zobrist[from][c] ^ zobrist[to][c]
	s.board[from], s.board[to] = Empty, c
	s.over = !s.hasMove()
}

// Clone returns an independent copy.
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// CopyFrom makes s equal to src, another Solitaire State.
func (s *State) CopyFrom(src rules.State) { *s = *src.(*State) }

// Hash returns the Zobrist hash of the pieces on the board.
func (s *State) Hash() uint64 { return s.hash }

// Setup returns the options that recreate the start: the random
// variant's deal as a Setup tag.
func (s *State) Setup() rules.Options {
	if !s.random {
		return rules.Options{rules.KeyPlayers: "1"}
	}
	return rules.Options{rules.KeyPlayers: "1", rules.KeyVariant: VariantRandom, KeySetup: s.setup}
}

// String draws the board, row 12 at the top, and the pieces left.
func (s *State) String() string {
	var b strings.Builder
	for r := Side - 1; r >= 0; r-- {
		b.WriteString(strconv.Itoa(r + 1))
		if r < 9 {
			b.WriteByte(' ')
		}
		for c := range Side {
			b.WriteByte(' ')
			b.WriteByte(colourLetters[s.board[r*Side+c]])
		}
		b.WriteByte('\n')
	}
	b.WriteString("   A B C D E F G H I J K L\n")
	b.WriteString("pieces left " + strconv.Itoa(s.left) + "\n")
	return b.String()
}

// zobrist holds a random key per square and colour (Empty's is 0).
var zobrist = func() (z [Squares][5]uint64) {
	keys := rules.NewSplitMix(0x5011_7a1e)
	for sq := range z {
		for c := 1; c < 5; c++ {
			z[sq][c] = keys.Uint64()
		}
	}
	return z
}()
