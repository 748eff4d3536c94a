package shell

import "impasse/app/i18n"

// The texts of the aids to play without the board and of the sounds.
const accessEnglish = `
acc.played = %s played %s.
acc.undone = Taken back: %s
acc.undoneMany = Taken back: %d moves, the last of them: %s
acc.newGame = A new game begins.
acc.box = Type a move
acc.play = Play
acc.wait = Moves can be typed on your turn.
acc.empty = Type a move first, in the notation of the move list.
acc.bad = “%s” is not a move written in this game's notation.
acc.illegal = “%s” is not a legal move now.
acc.describe = The board as a text diagram
acc.words = The board in words
acc.keys = Keys
acc.close = Close
acc.k.help = Show or hide this list
acc.k.box = Go to the box where a move is typed
acc.k.enter = In the box: play the move typed
acc.k.tab = Go from control to control
settings.sound = Sounds for moves, captures and the end of a game
`

const accessFrench = `
acc.played = %s a joué %s.
acc.undone = Repris : %s
acc.undoneMany = Repris : %d coups, dont le dernier : %s
acc.newGame = Une nouvelle partie commence.
acc.box = Taper un coup
acc.play = Jouer
acc.wait = Les coups se tapent à votre tour.
acc.empty = Tapez d'abord un coup, noté comme dans la liste des coups.
acc.bad = « %s » n'est pas un coup écrit dans la notation de ce jeu.
acc.illegal = « %s » n'est pas un coup permis maintenant.
acc.describe = Le plateau en diagramme de texte
acc.words = Le plateau en mots
acc.keys = Touches
acc.close = Fermer
acc.k.help = Afficher ou masquer cette liste
acc.k.box = Aller à la case où taper un coup
acc.k.enter = Dans la case : jouer le coup tapé
acc.k.tab = Passer d'une commande à l'autre
settings.sound = Sons des coups, des prises et de la fin de partie
`

func init() { i18n.AddTexts(accessEnglish, accessFrench) }
