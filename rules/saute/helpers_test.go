package saute

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"impasse/rules"
	"impasse/rules/buchholz"
	"impasse/rules/rulestest"
)

// position builds a position of players seats (the rows each seat's
// pieces move along as at the start) from a diagram of the rows that
// hold pieces: each line is a row number, then the row from column A,
// "." for an empty square, a seat's letter (R, B, Y, G) for its triangle
// and the small letter for its square; columns left out are empty. seat
// is the seat to move.
func position(t *testing.T, players int, variant string, seat int, diagram string) *State {
	t.Helper()
	s, err := fromDiagram(players, variant, seat, diagram)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// fromDiagram is position's work, failing with an error.
func fromDiagram(players int, variant string, seat int, diagram string) (*State, error) {
	g, err := Game{}.New(rules.Options{rules.KeyPlayers: strconv.Itoa(players), rules.KeyVariant: variant})
	if err != nil {
		return nil, err
	}
	s := g.(*State)
	for sq := buchholz.Square(0); sq < squares; sq++ {
		if s.board[sq] != 0 {
			s.lift(sq)
		}
	}
	for _, line := range strings.Split(diagram, "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		row, err := strconv.Atoi(fields[0])
		if err != nil || row < 1 || row > size {
			return nil, fmt.Errorf("diagram line %q: no row number", line)
		}
		cells := strings.Join(fields[1:], "")
		if len(cells) > size {
			return nil, fmt.Errorf("diagram line %q: more than %d squares", line, size)
		}
		for c := 0; c < len(cells); c++ {
			ch := cells[c]
			if ch == '.' {
				continue
			}
			p := strings.IndexByte(seatLetters, ch&^0x20)
			if p < 0 || p >= players {
				return nil, fmt.Errorf("diagram line %q: piece %q", line, ch)
			}
			k := buchholz.Block
			if ch < 'a' {
				k = buchholz.Triangle
			}
			s.put(buchholz.Sq(c, row-1), pieceCell(p, k))
		}
	}
	s.hash ^= zobSeat[0] ^ zobSeat[seat]
	s.toMove = int8(seat)
	return s, nil
}

// movesFrom returns the notation of the legal moves of the piece on sq.
func movesFrom(s rules.State, sq string) []string {
	var out []string
	for _, text := range rulestest.LegalStrings(s) {
		if strings.HasPrefix(text, sq+"-") {
			out = append(out, text)
		}
	}
	return out
}

// sameMoves fails the test when got and want differ.
func sameMoves(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}
