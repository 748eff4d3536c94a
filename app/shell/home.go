package shell

import (
	"fmt"
	"html"
	"strings"

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
func (s *Shell) writeCard(h *strings.Builder, l i18n.Lang, e catalog.Entry) {
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
	esc := html.EscapeString
	fmt.Fprintf(h, `<li class="%s" id="card-%s"><div class="thumb">`, cls, e.ID)
	if hasView && spec.Thumbnail != nil {
		h.WriteString(spec.Thumbnail())
	}
	fmt.Fprintf(h, `</div><div class="text"><h3>%s</h3><p class="players">%s</p><p class="blurb">%s</p></div><div class="actions">`,
		esc(e.Title), esc(players), esc(l.T("blurb."+e.ID)))
	if ready {
		fmt.Fprintf(h, `<button class="btn" data-act="rules" data-id="%s">%s</button>`, e.ID, esc(l.T("home.rules")))
		fmt.Fprintf(h, `<button class="btn primary" id="play-%s" data-act="play" data-id="%s">%s</button>`, e.ID, e.ID, esc(l.T("home.play")))
	} else {
		fmt.Fprintf(h, `<span class="badge">%s</span>`, esc(l.T("home.coming")))
	}
	h.WriteString(`</div></li>`)
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
