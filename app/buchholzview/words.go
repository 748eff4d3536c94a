package buchholzview

import (
	"maps"
	"strconv"
	"strings"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules"
	bz "impasse/rules/buchholz"
)

// say tells a move in words from what it changes on the board: the
// piece placed or moved and its way, the pieces it takes or removes
// (flagged for the capture sound), a piece entered, pieces taken over,
// and how the game ends when it does.
func (g *Game) say(l i18n.Lang, before, after rules.State, m rules.Move, seat int) view.Said {
	p, ok := before.(bz.Pictured)
	if !ok {
		return view.Said{}
	}
	r, ok := parseRoute(m, before.MoveString(m))
	players := before.Players()
	who := seatName(l, seat, players)
	switch {
	case !ok:
		return view.Said{}
	case r.pass:
		return view.Said{Text: l.T("bz.w.pass", who)}
	}
	pa := after.(bz.Pictured).Picture()
	was, is := pieces(p.Picture()), pieces(pa)
	from, to := r.squares[0], r.squares[len(r.squares)-1]
	var text string
	if moved, ok := was[from]; ok && len(r.squares) > 1 {
		verb := "bz.w.move"
		if players == 1 {
			verb = "bz.w.soloMove"
		}
		if own := g.Prefix + "w.move"; i18n.English.Has(own) {
			verb = own
		}
		text = l.T(verb, who, g.kind(l, moved, players), from.String(), r.squares[1].String())
		// The pieces the move leaps over (not where it goes; a game
		// played alone says the piece it removes instead).
		board := maps.Clone(was)
		delete(board, from)
		jumped := func(a, b bz.Square) string {
			switch n := between(board, a, b); {
			case players == 1 || n == 0:
				return ""
			case n == 1:
				return l.T("bz.w.jump.1")
			default:
				return l.T("bz.w.jump.n", n)
			}
		}
		text += jumped(from, r.squares[1])
		then := "bz.w.then"
		if own := g.Prefix + "w.then"; i18n.English.Has(own) {
			then = own
		}
		for i, sq := range r.squares[2:] {
			text += l.T(then, sq.String()) + jumped(r.squares[i+1], sq)
		}
		delete(was, from)
		if is[from] == moved {
			delete(is, from) // a king gone out, still drawn where it stood
		}
	} else {
		text = l.T("bz.w.place", who, g.kind(l, is[to], players), to.String())
	}
	delete(is, to)
	var took []string
	var over []int
	for sq := bz.Square(0); sq < bz.Size*bz.Size; sq++ {
		old, gone := was[sq]
		now, come := is[sq]
		switch {
		case gone && !come:
			took = append(took, g.piece(l, old, players, sq))
		case gone && now.Seat != old.Seat:
			if !containsSeat(over, old.Seat) {
				over = append(over, old.Seat)
			}
		case come && !gone:
			text += l.T("bz.w.enter", g.kind(l, now, players), sq.String())
		}
	}
	switch {
	case len(took) > 0 && players == 1:
		text += l.T("bz.w.remove", strings.Join(took, ", "))
	case len(took) > 0:
		text += l.T("bz.w.take", strings.Join(took, ", "))
	}
	for _, s := range over {
		text += l.T("bz.w.over", seatName(l, s, players))
	}
	text += "."
	if after.Over() && pa.Ending != "" {
		text += " " + g.ending(l, after)
	}
	return view.Said{Text: text, Took: len(took) > 0}
}

// describe tells the position in words: whose turn it is and the kind of
// piece it must play, or how the game ended; each seat's pieces (by
// colour in a game played alone) and what it holds off the board; the
// ways the picture draws.
func (g *Game) describe(l i18n.Lang, s rules.State) string {
	p, ok := s.(bz.Pictured)
	if !ok {
		return ""
	}
	pic := p.Picture()
	players := s.Players()
	var lines []string
	if s.Over() {
		lines = append(lines, l.T("bz.w.ended", g.ending(l, s)))
		for i, r := range s.Results() {
			if r == 1 && players > 1 {
				lines = append(lines, l.T("bz.w.wins", seatName(l, i, players)))
			}
		}
	} else if seat := s.ToMove(); players == 1 {
		lines = append(lines, l.T("bz.w.soloTurn"))
	} else if seat >= 0 {
		key := "bz.w.turn"
		switch {
		case !pic.HasForced:
		case seat < len(pic.Hands) && pic.Hands[seat][pic.Forced] > 0:
			key = "bz.w.mustPlace"
		case i18n.English.Has(g.Prefix + "w.must." + string(pic.Forced.Letter())):
			key = g.Prefix + "w.must." + string(pic.Forced.Letter())
		default:
			key = "bz.w.mustMove"
		}
		lines = append(lines, l.T(key, seatName(l, seat, players), g.kind(l, bz.Piece{Kind: pic.Forced, Seat: seat}, players)))
	}
	seats := players
	if players == 1 {
		seats = 4 // a game played alone: its pieces by colour
		lines = append(lines, l.T("bz.w.left", len(pic.Pieces)))
	}
	for seat := 0; seat < seats; seat++ {
		who := seatName(l, seat, players)
		if players == 1 {
			who = l.T("bz.w.colour" + strconv.Itoa(seat))
		}
		var on []string
		for _, pc := range pic.Pieces {
			switch {
			case pc.Seat != seat:
			case players == 1:
				on = append(on, pc.At.String())
			default:
				on = append(on, l.T("bz.w.at", g.kind(l, pc, players), pc.At.String()))
			}
		}
		if len(on) == 0 {
			lines = append(lines, l.T("bz.w.none", who))
		} else {
			lines = append(lines, l.T("bz.w.list", who, strings.Join(on, ", ")))
		}
		if seat < len(pic.Hands) && pic.Hands[seat] != [3]int{} {
			var held []string
			for k, n := range pic.Hands[seat] {
				if n > 0 {
					held = append(held, g.kind(l, bz.Piece{Kind: bz.Kind(k), Seat: seat}, players)+" "+strconv.Itoa(n))
				}
			}
			lines = append(lines, l.T("bz.w.hand", who, l.T(g.Prefix+"hand"), strings.Join(held, ", ")))
		}
	}
	for _, ln := range pic.Lines {
		if key := g.Prefix + "w.line." + ln.Kind; i18n.English.Has(key) {
			way := make([]string, len(ln.Squares))
			for i, sq := range ln.Squares {
				way[i] = sq.String()
			}
			lines = append(lines, l.T(key, strings.Join(way, ", ")))
		}
	}
	return strings.Join(lines, "\n")
}

// kind names a piece's kind in the game's words ("archer", "guard"),
// or its colour for a game played alone.
func (g *Game) kind(l i18n.Lang, p bz.Piece, players int) string {
	if players == 1 {
		return l.T("bz.w.piece" + strconv.Itoa(p.Seat%4))
	}
	letter := string("CTSK"[p.Kind%4])
	if key := g.Prefix + "k." + letter; i18n.English.Has(key) {
		return l.T(key)
	}
	return l.T("bz.k." + letter)
}

// hintStart tells the piece a move takes along, for a hint that leaves
// its way to the person (view.Spec.HintStart); "" for a move that places
// a piece or passes.
func (g *Game) hintStart(l i18n.Lang, s rules.State, m rules.Move) string {
	p, ok := s.(bz.Pictured)
	if !ok {
		return ""
	}
	r, ok := parseRoute(m, s.MoveString(m))
	if !ok || len(r.squares) < 2 {
		return ""
	}
	piece, ok := pieces(p.Picture())[r.squares[0]]
	if !ok {
		return ""
	}
	if s.Players() == 1 {
		return l.T("bz.hintStartSolo", g.kind(l, piece, 1), r.squares[0].String())
	}
	return l.T("bz.hintStart", g.kind(l, piece, s.Players()), r.squares[0].String())
}

// piece names a piece taken or removed on sq: its owner and kind, or its
// colour for a game played alone.
func (g *Game) piece(l i18n.Lang, p bz.Piece, players int, sq bz.Square) string {
	if players == 1 {
		return l.T("bz.w.solo", g.kind(l, p, players), sq.String())
	}
	return l.T("bz.w.of", g.kind(l, p, players), seatName(l, p.Seat, players), sq.String())
}

// pieces returns the pieces of a picture by square.
func pieces(pic bz.Picture) map[bz.Square]bz.Piece {
	out := make(map[bz.Square]bz.Piece, len(pic.Pieces))
	for _, p := range pic.Pieces {
		out[p.At] = p
	}
	return out
}

// between counts the pieces of board strictly between squares a and b
// of one row or column (0 for squares in neither).
func between(board map[bz.Square]bz.Piece, a, b bz.Square) int {
	dc, dr := b.Col()-a.Col(), b.Row()-a.Row()
	if dc != 0 && dr != 0 {
		return 0
	}
	step := bz.Square(max(-1, min(1, dc)) + bz.Size*max(-1, min(1, dr)))
	n := 0
	for sq := a + step; sq != b; sq += step {
		if _, ok := board[sq]; ok {
			n++
		}
	}
	return n
}

func containsSeat(seats []int, seat int) bool {
	for _, s := range seats {
		if s == seat {
			return true
		}
	}
	return false
}

// The texts of the moves and positions in words, shared by the
// compendium's games: kinds of piece (a game names its own after its
// Prefix: "k.S"), and the sentences.
const (
	wordsEnglish = `
bz.k.C = cylinder
bz.k.T = triangle
bz.k.S = square
bz.k.K = king
bz.w.move = %s moves its %s from %s to %s
bz.w.then = , then to %s
bz.w.jump.1 = , leaping over a piece
bz.w.jump.n = , leaping over %d pieces
bz.w.soloMove = %[1]s move the %[2]s from %[3]s to %[4]s
bz.hintStart = move your %s on %s
bz.hintStartSolo = move the %s on %s
bz.w.remove = , removing %s
bz.w.place = %s places a %s on %s
bz.w.take = , taking %s
bz.w.of = %[2]s's %[1]s on %[3]s
bz.w.solo = the %s on %s
bz.w.enter = , and brings a %s in on %s
bz.w.over = , and takes over %s's pieces
bz.w.pass = %s cannot move, and passes.
bz.w.turn = %[1]s to move.
bz.w.mustPlace = %s to move: place a %s.
bz.w.mustMove = %s to move: move a %s.
bz.w.ended = The game is over. %s
bz.w.at = %s on %s
bz.w.list = %s: %s.
bz.w.none = %s: none on the board.
bz.w.hand = %s, %s: %s.
bz.w.left = Pieces left: %d.
bz.w.soloTurn = Your move.
bz.w.wins = %s wins.
bz.w.piece0 = red piece
bz.w.piece1 = blue piece
bz.w.piece2 = yellow piece
bz.w.piece3 = green piece
bz.w.colour0 = Red pieces
bz.w.colour1 = Blue pieces
bz.w.colour2 = Yellow pieces
bz.w.colour3 = Green pieces
`
	wordsFrench = `
bz.k.C = cylindre
bz.k.T = triangle
bz.k.S = carré
bz.k.K = roi
bz.w.move = %s déplace son %s de %s en %s
bz.w.then = , puis en %s
bz.w.jump.1 = , en sautant par-dessus une pièce
bz.w.jump.n = , en sautant par-dessus %d pièces
bz.w.soloMove = %[1]s déplacez la %[2]s de %[3]s en %[4]s
bz.hintStart = déplacez votre %s de %s
bz.hintStartSolo = déplacez la %s de %s
bz.w.remove = , et retirez %s
bz.w.place = %s pose un %s en %s
bz.w.take = , et prend %s
bz.w.of = un %[1]s de %[2]s en %[3]s
bz.w.solo = la %s en %s
bz.w.enter = , et fait entrer un %s en %s
bz.w.over = , et reprend les pièces de %s
bz.w.pass = %s ne peut pas jouer, et passe.
bz.w.turn = À %[1]s de jouer.
bz.w.mustPlace = À %s de jouer : poser un %s.
bz.w.mustMove = À %s de jouer : déplacer un %s.
bz.w.ended = La partie est finie. %s
bz.w.at = %s en %s
bz.w.list = %s : %s.
bz.w.none = %s : aucune sur le plateau.
bz.w.hand = %s, %s : %s.
bz.w.left = Pièces restantes : %d.
bz.w.soloTurn = À vous de jouer.
bz.w.wins = %s gagne.
bz.w.piece0 = pièce rouge
bz.w.piece1 = pièce bleue
bz.w.piece2 = pièce jaune
bz.w.piece3 = pièce verte
bz.w.colour0 = Pièces rouges
bz.w.colour1 = Pièces bleues
bz.w.colour2 = Pièces jaunes
bz.w.colour3 = Pièces vertes
`
)

func init() { i18n.AddTexts(wordsEnglish, wordsFrench) }
