package bloqsview

// The texts of the board, added to the shell's from the package's init,
// one "key = text" a line (the rules page's are in rules.go).

const english = `
blurb.bloqs = Lay big wooden blocks so the gaps they leave score for you.
bq.c0 = Blue
bq.c1 = Orange
bq.c2 = Green
bq.c3 = Pink
bq.boardLabel = The board
bq.feet = The block
bq.foot = %d squares, height %d (key %d)
bq.rotate = Turn the block (R)
bq.back = Back
bq.place = Place
bq.left = Blocks left: %d of 40
bq.step.where = Choose how the block lies with the buttons, the keys 1, 2, 3 and R or the wheel, then point at the board and click.
bq.step.whereTouch = Choose how the block lies with the buttons, then tap the board where it should go.
bq.step.ok = Legal.
bq.step.score = Legal: scores %d.
bq.step.again = Tap it again, or Place.
bq.step.wait = Not your turn.
bq.step.dead = It leaves %d squares no block can fill (crossed).
bq.step.dead1 = It leaves 1 square no block can fill (crossed).
bq.why.off = Not here: the block must lie on the board.
bq.why.covered = Not here: the block would cover another block.
bq.why.edge = Not here: the first block may not touch the board's edge.
bq.why.contact = Not here: the block must touch a block along a side.
bq.why.height = Not here: it touches a block of its own height, and scores nothing.
bq.last = %[1]s placed %[2]s.
bq.lastScore = %[1]s placed %[2]s and scored %[3]d.
bq.bd.blocks = Blocks placed
bq.bd.squares = Squares isolated (the score)
bq.end.all = All 40 blocks are placed.
bq.end.stuck = %[1]s could place no block anywhere: the game ends with %[2]d of the 40 blocks placed.
`

const french = `
blurb.bloqs = Posez de gros blocs de bois : les trous qu'ils laissent vous rapportent.
bq.c0 = Bleu
bq.c1 = Orange
bq.c2 = Vert
bq.c3 = Rose
bq.boardLabel = Le plateau
bq.feet = Le bloc
bq.foot = %d cases, hauteur %d (touche %d)
bq.rotate = Tourner le bloc (R)
bq.back = Retour
bq.place = Poser
bq.left = Blocs restants : %d sur 40
bq.step.where = Choisissez comment poser le bloc avec les boutons, les touches 1, 2, 3 et R ou la molette, puis visez le plateau et cliquez.
bq.step.whereTouch = Choisissez comment poser le bloc avec les boutons, puis touchez le plateau là où il doit aller.
bq.step.ok = Permis.
bq.step.score = Permis : rapporte %d.
bq.step.again = Touchez-le encore, ou Poser.
bq.step.wait = Ce n'est pas votre tour.
bq.step.dead = Il laisse %d cases qu'aucun bloc ne peut remplir (barrées).
bq.step.dead1 = Il laisse 1 case qu'aucun bloc ne peut remplir (barrée).
bq.why.off = Pas ici : le bloc doit être sur le plateau.
bq.why.covered = Pas ici : le bloc couvrirait un autre bloc.
bq.why.edge = Pas ici : le premier bloc ne peut pas toucher le bord.
bq.why.contact = Pas ici : le bloc doit toucher un bloc par un côté.
bq.why.height = Pas ici : il touche un bloc de même hauteur et ne rapporte rien.
bq.last = %[1]s a posé %[2]s.
bq.lastScore = %[1]s a posé %[2]s et marqué %[3]d.
bq.bd.blocks = Blocs posés
bq.bd.squares = Cases isolées (le score)
bq.end.all = Les 40 blocs sont posés.
bq.end.stuck = %[1]s ne pouvait poser aucun bloc : la partie s'arrête avec %[2]d blocs posés sur 40.
`
