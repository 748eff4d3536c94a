package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/rules/catalog"
)

// action returns the data-act and data-id of the element clicked, or of
// its nearest ancestor that has them.
func action(e app.Event) (act, id string) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return "", ""
	}
	el := t.Call("closest", "[data-act]")
	if !el.Truthy() {
		return "", ""
	}
	return el.Call("getAttribute", "data-act").String(), el.Call("getAttribute", "data-id").String()
}

// writeCard writes one game of the list.
func (s *Shell) writeCard(m *markup, e catalog.Entry) {
	l := m.l
	spec, hasView := view.Lookup(e.ID)
	ready := e.Game != nil && hasView
	players := l.T("home.playersN", e.Players)
	if e.Players == "1" {
		players = l.T("home.players1")
	}
	cls := "card"
	if !ready {
		cls += " coming"
	}
	thumb := ""
	if hasView && spec.Thumbnail != nil {
		thumb = spec.Thumbnail()
	}
	m.W(`<li class="$" id="card-$"><div class="thumb">$</div><div class="text"><h3>~</h3><p class="players">~</p><p class="blurb">~</p></div><div class="actions">`,
		cls, e.ID, thumb, e.Title, players, l.T("blurb."+e.ID))
	if ready {
		m.h(`<button class="btn" data-act="rules" data-id="$">{home.rules}</button><button class="btn primary" id="play-$" data-act="play" data-id="$">{home.play}</button></div></li>`, e.ID, e.ID, e.ID)
	} else {
		m.h(`<span class="badge">{home.coming}</span></div></li>`)
	}
}

func init() {
	i18n.AddText(i18n.English, `
blurb.blokusduo = Place all your pieces, corner to corner, and shut your rival out.
blurb.blockade = Race two pawns home while walls close the way behind you.
blurb.culdesac = Blockade's European cousin: two steps, one turn, walls everywhere.
blurb.blockers = Claim the board with hidden tiles, and capture what others leave alone.
blurb.blockers-expert = Two colours each, racks on the table at the end: Blockers! for two.
blurb.bloqs = Lay big wooden blocks so the gaps they leave score for you.
blurb.blocus = Trap the other king with your guards before it slips out.
blurb.empire = Take the four thrones, or the enemy commander.
blurb.saute = Leap along your row and bring all nine pieces home first.
blurb.alignement = Four in a line on sixteen circles, with the pieces you are dealt.
blurb.solitaire = Thirty-six pieces, one left at the end, if you can.
blurb.porte = Surround doors to bring your reserve onto the board.
`)
	i18n.AddText(i18n.French, `
blurb.blokusduo = Posez toutes vos pièces, coin contre coin, et enfermez l'adversaire.
blurb.blockade = Menez vos deux pions au but pendant que les murs se referment.
blurb.culdesac = Le cousin européen de Blockade : deux pas, un virage, des murs partout.
blurb.blockers = Occupez le plateau avec des tuiles cachées et prenez celles qu'on délaisse.
blurb.blockers-expert = Deux couleurs chacun, chevalets dévoilés à la fin : Blockers! à deux.
blurb.bloqs = Posez de gros blocs de bois : les trous qu'ils laissent vous rapportent.
blurb.blocus = Enfermez le roi adverse avec vos gardes avant qu'il ne s'échappe.
blurb.empire = Prenez les quatre trônes, ou le commandant ennemi.
blurb.saute = Sautez le long de votre rangée et ramenez vos neuf pièces les premiers.
blurb.alignement = Quatre en ligne sur seize cercles, avec les pièces imposées.
blurb.solitaire = Trente-six pièces, une seule à la fin, si vous y arrivez.
blurb.porte = Encerclez les portes pour faire entrer votre réserve.
`)
}
