package blockadeview

// The texts of the board, added to the shell's from the package's init
// (the rules page's are in rules.go), one "key = text" a line.

const english = `
blurb.blockade = Race two pawns home while walls close the way behind you.
blurb.culdesac = Blockade's European cousin: two steps, one turn, walls everywhere.
bk.seat0 = White
bk.seat1 = Black
bk.boardLabel = The board
bk.step.pick = Pick one of your pawns.
bk.step.dest = Pick where it goes.
bk.step.wall = Now place a wall in a groove.
bk.step.wallOnly = No pawn can move: place a wall.
bk.step.tapAgain = Tap the wall again, or Confirm.
bk.step.click = Click to place the wall (Space turns it).
bk.step.win = This move wins! Confirm it.
bk.step.noWalls = No walls left: confirm the move.
bk.step.noPlace = No place left for a wall: confirm the move.
bk.why.taken = A wall is in the way there.
bk.why.none0 = No horizontal walls left.
bk.why.none1 = No vertical walls left.
bk.why.cut = That wall would shut a pawn off from a goal.
bk.last = Last turn: %s
bk.back = Back
bk.turn = Turn the wall (Space, H, V)
bk.routes = Show the shortest routes
bk.confirm = Confirm
bk.bd.goal = Goal reached
bk.bd.walls = Walls placed
bk.bd.repeat = Same position three times
`

const french = `
blurb.blockade = Menez vos deux pions au but pendant que les murs se referment.
blurb.culdesac = Le cousin européen de Blockade : deux pas, un virage, des murs partout.
bk.seat0 = Blanc
bk.seat1 = Noir
bk.boardLabel = Le plateau
bk.step.pick = Choisissez un de vos pions.
bk.step.dest = Choisissez où il va.
bk.step.wall = Posez maintenant un mur dans une rainure.
bk.step.wallOnly = Aucun pion ne peut bouger : posez un mur.
bk.step.tapAgain = Touchez encore le mur, ou Valider.
bk.step.click = Cliquez pour poser le mur (Espace le tourne).
bk.step.win = Ce coup gagne ! Validez-le.
bk.step.noWalls = Plus de murs : validez le coup.
bk.step.noPlace = Plus de place pour un mur : validez le coup.
bk.why.taken = Un mur est déjà là.
bk.why.none0 = Plus de murs horizontaux.
bk.why.none1 = Plus de murs verticaux.
bk.why.cut = Ce mur couperait un pion de son but.
bk.last = Dernier tour : %s
bk.back = Retour
bk.turn = Tourner le mur (Espace, H, V)
bk.routes = Montrer les plus courts chemins
bk.confirm = Valider
bk.bd.goal = But atteint
bk.bd.walls = Murs posés
bk.bd.repeat = Trois fois la même position
`
