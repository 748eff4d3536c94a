package shell

import "impasse/app/i18n"

// The texts of rated games (ratings.go) and of the ratings page
// (ratingspage.go).
const ratingEnglish = `
rat.link = Your ratings against the computer
rat.title = Ratings
rat.intro = A rated game is one person against the computer, at the level whose rating is nearest yours. Your rating in the game moves after each one, by the Elo system: more for a win against a stronger level, less against a weaker one.
rat.none = No rated game yet. Choose "Rated game" in a new game against the computer.
rat.game = Game
rat.rating = Rating
rat.games = Rated games
rat.graphOf = Graph of
rat.graphLabel = Your rating in %s over %d rated games: from %d to %d.
rat.axis = Rated games (%d)
rat.item = %s · %s against level %d (%d) · %d (%s)
rat.won = Won
rat.drawn = Drawn
rat.lost = Lost
rat.fileTitle = Ratings file
rat.fileNote = Your rated games stay on this device. Export them to a file to keep them or to take them to another device, and import that file there.
rat.export = Export ratings
rat.openFile = Open a ratings file
rat.paste = Or paste a ratings file here
rat.import = Import
rat.imported = Imported: %d rated games.
rat.empty = There is nothing to read.
rat.bad = This ratings file cannot be read: %s. Nothing was changed.
rat.badLine = line %d (%s): %s
rat.unrated = line %d: %s is not a game played rated here
rat.keptUnread = The ratings kept on this device could not be read nor set aside, so none are imported over them.
rat.confirmReplace = Replace the %d rated games on this device by the %d of the file?
rat.setAside = Your ratings could not be read (%s). They were set aside, under "Games set aside" in the records, and new ones start.
rat.notAside = Your ratings could not be read (%s), so rated games are not counted.
rat.problem0 = the file is longer than a megabyte
rat.problem1 = it is not a ratings file (its first line is not "Impasse ratings 1")
rat.problem2 = a line holds five fields: game, time, level, level's rating, score
rat.problem3 = not a game's name
rat.problem4 = not a time
rat.problem5 = not a level from 1 to 99
rat.problem6 = not a rating from -10000 to 10000
rat.problem7 = not a score (1, 0.5 or 0)
rat.choose = Rated game
rat.level = Level %d · %s, rated %d
rat.badge = Rated game against level %d (rated %d)
rat.note = Your rating: %d (%d rated games). A rated game cannot be undone, taken back or played on from an earlier move, and gives neither hints nor analysis until it is over; it has no clock, and ends by its result or a resignation. You play one seat, the computer the other.
rat.note.one = Your rating: %d (%d rated game). A rated game cannot be undone, taken back or played on from an earlier move, and gives neither hints nor analysis until it is over; it has no clock, and ends by its result or a resignation. You play one seat, the computer the other.
rat.moved = Rated game: your %s rating goes from %d to %d (%s).
rat.summary = Your rating goes from %d to %d (%s).
rat.confirmAbandon = Your rated game of %s is not over: leaving it counts as a loss. End it?
rat.noBranch = A rated game can be played on from an earlier move only once it is over.
rat.branched = The game goes on from here unrated: its result stays counted.
`

const ratingFrench = `
rat.link = Vos classements contre l'ordinateur
rat.title = Classements
rat.intro = Une partie classée oppose une personne à l'ordinateur, au niveau dont le classement est le plus proche du vôtre. Votre classement dans le jeu change après chacune, selon le système Elo : davantage pour une victoire contre un niveau plus fort, moins contre un plus faible.
rat.none = Aucune partie classée pour l'instant. Choisissez « Partie classée » dans une nouvelle partie contre l'ordinateur.
rat.game = Jeu
rat.rating = Classement
rat.games = Parties classées
rat.graphOf = Courbe de
rat.graphLabel = Votre classement (%s) sur %d parties classées : de %d à %d.
rat.axis = Parties classées (%d)
rat.item = %s · %s contre le niveau %d (%d) · %d (%s)
rat.won = Gagnée
rat.drawn = Nulle
rat.lost = Perdue
rat.fileTitle = Fichier des classements
rat.fileNote = Vos parties classées restent sur cet appareil. Exportez-les dans un fichier pour les garder ou les emporter sur un autre appareil, et importez-y ce fichier.
rat.export = Exporter les classements
rat.openFile = Ouvrir un fichier de classements
rat.paste = Ou collez ici un fichier de classements
rat.import = Importer
rat.imported = Importé : %d parties classées.
rat.empty = Il n'y a rien à lire.
rat.bad = Ce fichier de classements est illisible : %s. Rien n'a été changé.
rat.badLine = ligne %d (%s) : %s
rat.unrated = ligne %d : %s n'est pas un jeu joué en parties classées ici
rat.keptUnread = Les classements gardés sur cet appareil sont illisibles et n'ont pu être mis de côté : rien n'est importé par-dessus.
rat.confirmReplace = Remplacer les %d parties classées de cet appareil par les %d du fichier ?
rat.setAside = Vos classements sont illisibles (%s). Ils ont été mis de côté, sous « Mises de côté » dans les notations, et de nouveaux commencent.
rat.notAside = Vos classements sont illisibles (%s) : les parties classées ne sont pas comptées.
rat.problem0 = le fichier dépasse un mégaoctet
rat.problem1 = ce n'est pas un fichier de classements (sa première ligne n'est pas « Impasse ratings 1 »)
rat.problem2 = une ligne a cinq champs : jeu, heure, niveau, classement du niveau, résultat
rat.problem3 = ce n'est pas le nom d'un jeu
rat.problem4 = ce n'est pas une heure
rat.problem5 = ce n'est pas un niveau de 1 à 99
rat.problem6 = ce n'est pas un classement de -10000 à 10000
rat.problem7 = ce n'est pas un résultat (1, 0.5 ou 0)
rat.choose = Partie classée
rat.level = Niveau %d · %s, classé %d
rat.badge = Partie classée contre le niveau %d (classé %d)
rat.note = Votre classement : %d (%d parties classées). Une partie classée ne peut être annulée, reprise ni rejouée depuis un coup antérieur, et ne donne ni indice ni analyse avant sa fin ; elle se joue sans pendule, et se termine par son résultat ou un abandon. Vous jouez une place, l'ordinateur l'autre.
rat.note.one = Votre classement : %d (%d partie classée). Une partie classée ne peut être annulée, reprise ni rejouée depuis un coup antérieur, et ne donne ni indice ni analyse avant sa fin ; elle se joue sans pendule, et se termine par son résultat ou un abandon. Vous jouez une place, l'ordinateur l'autre.
rat.moved = Partie classée : votre classement (%s) passe de %d à %d (%s).
rat.summary = Votre classement passe de %d à %d (%s).
rat.confirmAbandon = Votre partie classée de %s n'est pas finie : l'abandonner compte comme une défaite. L'arrêter ?
rat.noBranch = Une partie classée ne peut être rejouée depuis un coup antérieur qu'une fois terminée.
rat.branched = La partie continue d'ici sans être classée : son résultat reste compté.
`

func init() { i18n.AddTexts(ratingEnglish, ratingFrench) }
