package shell

import "impasse/app/i18n"

// The texts of the lessons' pages (lessonpage.go) and of their links on
// the game list and the rules pages. The lessons' own texts are in their
// files (package lesson).
const lessonEnglish = `
learn.link = Learn
learn.linkDone = Learn ✓
learn.linkDoneLabel = Learn %s: lesson finished
learn.title = Learn %s
learn.loading = Reading the lesson…
learn.unread = The lesson could not be read. Connect once to the network, then it stays on this device.
learn.damaged = The lesson file is damaged (%s). The rest of the app works as before.
learn.none = This game's lesson file holds no step.
learn.badStep = Step %d cannot be set up (%s). Go on to the next one.
learn.step = Step %d of %d
learn.last = Last step: a game
learn.wrong = %s That is not the move asked for.
learn.again = Try again.
learn.right = Right!
learn.next = Next step
learn.anew = A new position for this step.
learn.againStep = This step again
learn.againShort = Again
learn.prev = Step before
learn.prevShort = Previous
learn.restart = The lesson from the start
learn.restartShort = Restart
learn.play = Play against the computer, level 1
learn.playAlone = Play a game
learn.done = Lesson finished: it stays marked on the game list.
learn.progressReset = The lessons followed on this device could not be read: they start again.
`

const lessonFrench = `
learn.link = Apprendre
learn.linkDone = Apprendre ✓
learn.linkDoneLabel = Apprendre %s : leçon terminée
learn.title = Apprendre %s
learn.loading = Lecture de la leçon…
learn.unread = La leçon n'a pas pu être lue. Connectez-vous une fois au réseau, elle reste ensuite sur cet appareil.
learn.damaged = Le fichier de la leçon est abîmé (%s). Le reste de l'application fonctionne comme avant.
learn.none = Le fichier de la leçon de ce jeu ne contient aucune étape.
learn.badStep = L'étape %d ne peut pas être mise en place (%s). Passez à la suivante.
learn.step = Étape %d sur %d
learn.last = Dernière étape : une partie
learn.wrong = %s Ce n'est pas le coup demandé.
learn.again = Réessayez.
learn.right = Bien joué !
learn.next = Étape suivante
learn.anew = Une nouvelle position pour cette étape.
learn.againStep = Refaire cette étape
learn.againShort = Refaire
learn.prev = Étape précédente
learn.prevShort = Précédente
learn.restart = La leçon depuis le début
learn.restartShort = Recommencer
learn.play = Jouer contre l'ordinateur, niveau 1
learn.playAlone = Jouer une partie
learn.done = Leçon terminée : elle reste marquée dans la liste des jeux.
learn.progressReset = Les leçons suivies sur cet appareil n'ont pas pu être lues : elles repartent de zéro.
`

func init() { i18n.AddTexts(lessonEnglish, lessonFrench) }
