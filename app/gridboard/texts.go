package gridboard

import "impasse/app/i18n"

// The texts the keyboard's cursor says.
const (
	english = `
gb.board = board: arrow keys move, Enter chooses
gb.piece = a piece of player %d (%s)
gb.shape.cylinder = disc
gb.shape.triangle = triangle
gb.shape.block = square
gb.shape.king = king
gb.target = may be chosen
`
	french = `
gb.board = plateau : les flèches déplacent, Entrée choisit
gb.piece = une pièce du joueur %d (%s)
gb.shape.cylinder = disque
gb.shape.triangle = triangle
gb.shape.block = carré
gb.shape.king = roi
gb.target = peut être choisie
`
)

func init() { i18n.AddTexts(english, french) }
