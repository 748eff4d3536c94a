package shell

import "impasse/app/i18n"

// The texts of the puzzles' pages (puzzlepage.go) and of their links on
// the game list and the rules pages.
const puzzleEnglish = `
puz.link = Puzzles
puz.title = %s: puzzles
puz.day = Puzzle of the day
puz.dayOf = Puzzle of the day: %s, no. %d
puz.dailyWhich = %s, puzzle %d.
puz.solve = Solve it
puz.more = More puzzles of this game
puz.loading = Reading the puzzles…
puz.unread = The puzzles could not be read. Connect once to the network, then they stay on this device.
puz.damaged = The puzzle file is damaged (%s). The rest of the app works as before.
puz.none = This game's puzzle file holds no puzzle.
puz.noneAtAll = No game has puzzles yet.
puz.badPuzzle = Puzzle %d cannot be set up (%s). Try another one.
puz.task1 = %s to play and win in 1 move.
puz.taskN = %s to play and win in %d moves.
puz.leaveOne = Leave only one piece on the board, in %d moves.
puz.leaveN = Leave only %d pieces on the board, in %d moves.
puz.rightAlone = Right! Go on.
puz.wrongAlone = %s After it, that can no longer be done: taken back. Try again.
puz.hintedAlone = Hint: the only move that keeps it possible is marked on the board. %s
puz.right = Right! Now the reply…
puz.yourTurn = Your move again.
puz.wrong = %s It does not win here: taken back. Try again.
puz.solved = Solved!
puz.solvedAfter = Solved! (after %d wrong tries)
puz.solvedAfter1 = Solved! (after one wrong try)
puz.shown = That is the solution. Try the next puzzle, or this one again.
puz.showing = The solution…
puz.solvedShown = Right! The solution was shown, so this one counts as solved another time.
puz.hinted = Hint: the winning move is marked on the board. %s
puz.hint = Show the next move's hint
puz.solution = Show the solution
puz.solutionShort = Answer
puz.restart = Try again from the start
puz.restartShort = Again
puz.prev = Previous puzzle
puz.prevShort = Previous
puz.next = Next puzzle
puz.nextShort = Next
puz.count = Solved: %d of %d.
puz.list = The puzzles of this game
puz.item = Puzzle %d
puz.itemSolved = Puzzle %d, solved
puz.progressReset = The puzzles solved on this device could not be read: the count starts again.
puz.taskOnlyWin = %s to play: find the only move that wins the game.
puz.taskOnlyDraw = %s to play: find the only move that does not lose.
puz.taskBest = %s to play: find the best move. Every other ends the game at least %d points worse.
puz.rightPoints = Right! Now the game plays on to its end, both sides at their best…
puz.wrongPoints = %s It is not that move: taken back. Try again.
puz.hintedPoints = Hint: the move is marked on the board. %s
puz.endScores = With the best play on both sides, the game ends: %s %s points, %s %s.
puz.nowScores = The score now: %s %s points, %s %s.
`

const puzzleFrench = `
puz.link = Problèmes
puz.title = %s : problèmes
puz.day = Problème du jour
puz.dayOf = Problème du jour : %s, nº %d
puz.dailyWhich = %s, problème %d.
puz.solve = Le résoudre
puz.more = D'autres problèmes de ce jeu
puz.loading = Lecture des problèmes…
puz.unread = Les problèmes n'ont pas pu être lus. Connectez-vous une fois au réseau, ils restent ensuite sur cet appareil.
puz.damaged = Le fichier des problèmes est abîmé (%s). Le reste de l'application fonctionne comme avant.
puz.none = Le fichier des problèmes de ce jeu n'en contient aucun.
puz.noneAtAll = Aucun jeu n'a encore de problèmes.
puz.badPuzzle = Le problème %d ne peut pas être mis en place (%s). Essayez-en un autre.
puz.task1 = %s joue et gagne en 1 coup.
puz.taskN = %s joue et gagne en %d coups.
puz.leaveOne = Ne laissez qu'une pièce sur le plateau, en %d coups.
puz.leaveN = Ne laissez que %d pièces sur le plateau, en %d coups.
puz.rightAlone = Bien vu ! Continuez.
puz.wrongAlone = %s Après ce coup, ce n'est plus possible : coup repris. Essayez encore.
puz.hintedAlone = Indice : le seul coup qui le permette encore est marqué sur le plateau. %s
puz.right = Bien vu ! Voici la réponse…
puz.yourTurn = À vous de nouveau.
puz.wrong = %s Ce coup ne gagne pas ici : coup repris. Essayez encore.
puz.solved = Résolu !
puz.solvedAfter = Résolu ! (après %d essais manqués)
puz.solvedAfter1 = Résolu ! (après un essai manqué)
puz.shown = Voilà la solution. Essayez le problème suivant, ou celui-ci de nouveau.
puz.showing = La solution…
puz.solvedShown = Bien vu ! La solution a été montrée : celui-ci comptera résolu une autre fois.
puz.hinted = Indice : le coup gagnant est marqué sur le plateau. %s
puz.hint = Montrer l'indice pour le coup suivant
puz.solution = Montrer la solution
puz.solutionShort = Solution
puz.restart = Recommencer depuis le début
puz.restartShort = Reprendre
puz.prev = Problème précédent
puz.prevShort = Précédent
puz.next = Problème suivant
puz.nextShort = Suivant
puz.count = Résolus : %d sur %d.
puz.list = Les problèmes de ce jeu
puz.item = Problème %d
puz.itemSolved = Problème %d, résolu
puz.progressReset = Les problèmes résolus sur cet appareil n'ont pas pu être lus : le compte repart de zéro.
puz.taskOnlyWin = %s joue : trouvez le seul coup qui gagne la partie.
puz.taskOnlyDraw = %s joue : trouvez le seul coup qui ne perd pas.
puz.taskBest = %s joue : trouvez le meilleur coup. Tout autre finit la partie avec au moins %d points de moins.
puz.rightPoints = Bien vu ! La partie se joue maintenant jusqu'au bout, au mieux des deux côtés…
puz.wrongPoints = %s Ce n'est pas ce coup-là : coup repris. Essayez encore.
puz.hintedPoints = Indice : le coup est marqué sur le plateau. %s
puz.endScores = Chaque camp jouant au mieux, la partie finit ainsi : %s %s points, %s %s.
puz.nowScores = Le score à présent : %s %s points, %s %s.
`

func init() { i18n.AddTexts(puzzleEnglish, puzzleFrench) }
