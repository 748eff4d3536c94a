package blockersview

// The texts of the board, added to the shell's from the package's init,
// one "key = text" a line (the rules page's are in rules.go).

const english = `
blurb.blockers = Claim the board with hidden tiles, and capture what others leave alone.
blurb.blockers-expert = Two colours each, racks on the table at the end: Blockers! for two.
bl.c0 = Red
bl.c1 = Blue
bl.c2 = Yellow
bl.c3 = Green
bl.c4 = Purple
bl.and =  & 
bl.y.star = star
bl.y.sun = sun
bl.y.heart = heart
bl.y.diamond = diamond
bl.y.circle = circle
bl.y.spade = spade
bl.y.moon = moon
bl.y.triangle = triangle
bl.y.club = club
bl.y.wild = BLOCKERS! (wild)
bl.boardLabel = The board
bl.yourRack = Your tiles
bl.faceUp = %s, face up: out of play
bl.step.pick = Pick one of your tiles.
bl.step.where = Pick a marked square. A framed tile is captured.
bl.step.take = This captures %[1]s's %[2]s.
bl.step.again = Tap the tile again, or Confirm.
bl.step.takeAgain = Captures %[1]s's %[2]s: tap again, or Confirm.
bl.drawn = Drawn by lot to play first: %s.
bl.drawnLast = (Drawn by lot to play first: %s.)
bl.back = Back
bl.confirm = Confirm
bl.bd.groups = Groups on the board
bl.scoreTitle = Groups on the board (%d) + tiles of the colour captured most (%d) = %d
bl.captTitle = Tiles captured, by colour; the colour captured most is framed
bl.handTitle = Tiles in hand
bl.bd.most = Captured, colour taken most
bl.bd.total = Captured in all (breaks ties)
`

const french = `
blurb.blockers = Occupez le plateau avec des tuiles cachées et prenez celles qu'on délaisse.
blurb.blockers-expert = Deux couleurs chacun, chevalets dévoilés à la fin : Blockers! à deux.
bl.c0 = Rouge
bl.c1 = Bleu
bl.c2 = Jaune
bl.c3 = Vert
bl.c4 = Violet
bl.and = -
bl.y.star = étoile
bl.y.sun = soleil
bl.y.heart = cœur
bl.y.diamond = carreau
bl.y.circle = cercle
bl.y.spade = pique
bl.y.moon = lune
bl.y.triangle = triangle
bl.y.club = trèfle
bl.y.wild = BLOCKERS! (joker)
bl.boardLabel = Le plateau
bl.yourRack = Vos tuiles
bl.faceUp = %s, dévoilé : ne joue plus
bl.step.pick = Choisissez une de vos tuiles.
bl.step.where = Choisissez une case marquée. Une tuile encadrée est prise.
bl.step.take = Vous prenez la tuile %[2]s de %[1]s.
bl.step.again = Touchez encore la tuile, ou Valider.
bl.step.takeAgain = Vous prenez la tuile %[2]s de %[1]s : touchez encore, ou Valider.
bl.drawn = Tiré au sort : à %s de commencer.
bl.drawnLast = (Le sort a désigné %s pour commencer.)
bl.back = Retour
bl.confirm = Valider
bl.bd.groups = Groupes sur le plateau
bl.scoreTitle = Groupes sur le plateau (%d) + tuiles de la couleur la plus prise (%d) = %d
bl.captTitle = Tuiles prises, par couleur ; la couleur la plus prise est encadrée
bl.handTitle = Tuiles en main
bl.bd.most = Prises, couleur la plus prise
bl.bd.total = Prises en tout (départage)
`
