package solitaire

import "strings"

// Sheet is the sheet's own solution on the standard start, 23 jumps that
// leave one piece, translated from its 8 × 8 frame to this board.
var Sheet = strings.Fields(`F7-F3 G7-G3 F9-F7 G9-G7 D9-F9 I9-G9 D4-F4 I4-G4 D8-D4 I8-I4 E8-E4
	H8-H4 F3-F5 G3-G5 D4-F4 F4-F6 F6-F8 F8-F10 I4-G4 G4-G6 G6-G8 G8-G10 F10-H10`)
