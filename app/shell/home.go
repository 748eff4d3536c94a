package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/view"
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

// writeCard writes one game of the list: a built game, or one to come.
func (s *Shell) writeCard(m *markup, id, title, players, blurb string, ready bool) {
	l := m.l
	spec, hasView := view.Lookup(id)
	ready = ready && hasView
	shown := l.T("home.playersN", players)
	if players == "1" {
		shown = l.T("home.players1")
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
		cls, id, thumb, title, shown, blurb)
	if ready {
		m.h(`<button class="btn" data-act="rules" data-id="$">{home.rules}</button><button class="btn primary" id="play-$" data-act="play" data-id="$">{home.play}</button></div></li>`, id, id, id)
	} else {
		m.h(`<span class="badge">{home.coming}</span></div></li>`)
	}
}
