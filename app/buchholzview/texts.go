package buchholzview

import "impasse/app/i18n"

// The board's texts, shared by the compendium's games; each game adds
// its own (after its Prefix) where it registers.
const english = `
bz.boardLabel = The board
bz.seat0 = Red
bz.seat1 = Blue
bz.seat2 = Yellow
bz.seat3 = Green
bz.solo = You
bz.waiting = %s is thinking…
bz.waitingAlone = The computer is thinking…
bz.away = %s plays on their device…
bz.dest = Now choose where it goes: one of the dots.
bz.choose = Choose below how the move ends.
bz.stop = Stop here
bz.enter.T = Enter a triangle
bz.enter.S = Enter a square
bz.none = nothing left
bz.piece = %[2]s's %[1]s
bz.kb.arrows = Move from square to square
bz.kb.choose = Choose the square: pick up your piece there, or move or place a piece there
bz.kb.back = Drop the move being made (Backspace: its last step only)
`

const french = `
bz.boardLabel = Le plateau
bz.seat0 = Rouge
bz.seat1 = Bleu
bz.seat2 = Jaune
bz.seat3 = Vert
bz.solo = Vous
bz.waiting = %s réfléchit…
bz.waitingAlone = L'ordinateur réfléchit…
bz.away = %s joue sur son appareil…
bz.dest = Choisissez maintenant où elle va : un des points.
bz.choose = Choisissez ci-dessous comment le coup finit.
bz.stop = S'arrêter là
bz.enter.T = Faire entrer un triangle
bz.enter.S = Faire entrer un carré
bz.none = plus rien
bz.piece = %[1]s de %[2]s
bz.kb.arrows = Aller de case en case
bz.kb.choose = Choisir la case : y prendre votre pièce, ou y amener ou y poser une pièce
bz.kb.back = Abandonner le coup en cours (Retour arrière : sa dernière étape seulement)
`

func init() { i18n.AddTexts(english, french) }
