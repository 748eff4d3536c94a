//go:build !wasm

package shell

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
	"impasse/app/view"
	"impasse/internal/toy"
	"impasse/rules"
)

// The toy game's blurb (view.Spec.Blurb).
func init() { i18n.AddText(i18n.English, "blurb.toy-tictactoe = Noughts & crosses.\n") }

// toyBoard is the board of the toy game: one button per legal move.
type toyBoard struct {
	app.Compo
	P view.Props
}

func (b *toyBoard) SetProps(p view.Props) { b.P = p }

func (b *toyBoard) Render() app.UI {
	var squares []app.UI
	for _, m := range b.P.Legal {
		squares = append(squares, app.Button().Class("toy-square").Text(b.P.State.MoveString(m)))
	}
	return app.Div().ID("toy-board").Body(squares...)
}

// TestToyGame registers a game of its own, with a view defined here, and
// finds it on the game list, its rules page and its play page, through
// the same handler as the browser's first load: adding a game needs no
// change to the shell.
func TestToyGame(t *testing.T) {
	g := toy.TicTacToe{}
	id := g.Info().ID
	rules.Register(g)
	defer rules.Unregister(id)
	view.Register(view.Spec{
		ID:         id,
		NewBoard:   func() view.Board { return &toyBoard{} },
		SeatName:   func(l i18n.Lang, seat, players int) string { return []string{"X", "O"}[seat] },
		SeatColour: func(seat, players int) string { return "black" },
		Rules:      func(l i18n.Lang) string { return "<p>Three in a row wins.</p>" },
		Thumbnail:  func() string { return `<svg xmlns="http://www.w3.org/2000/svg" id="toy-thumb"></svg>` },
	})
	h := Handler("v1")
	tests := []struct {
		path string
		want []string
	}{
		{"/", []string{`id="card-` + id + `"`, `id="play-` + id + `"`, `id="toy-thumb"`, "Noughts &amp; crosses.", "Tic-tac-toe"}},
		{"/rules/" + id, []string{"How to play Tic-tac-toe", "<p>Three in a row wins.</p>"}},
		{"/play/" + id, []string{`id="new-game"`, "New game: Tic-tac-toe", `id="seat-1"`, `id="seat-2"`, `id="start"`}},
	}
	for _, tt := range tests {
		code, page := fetch(t, h, tt.path)
		if code != http.StatusOK {
			t.Errorf("GET %s: got %d, want %d", tt.path, code, http.StatusOK)
		}
		for _, want := range tt.want {
			if !strings.Contains(page, want) {
				t.Errorf("GET %s: the page lacks %s", tt.path, want)
			}
		}
	}
	rules.Unregister(id)
	if code, page := fetch(t, h, "/play/"+id); code != http.StatusNotFound || !strings.Contains(page, `id="not-found"`) {
		t.Errorf("GET /play/%s once unregistered: got %d, want %d and the not-found page", id, code, http.StatusNotFound)
	}
}

// fetch returns the status and body of a GET of path.
func fetch(t *testing.T, h http.Handler, path string) (int, string) {
	t.Helper()
	registerOnce.Do(Register)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	b, _ := io.ReadAll(rec.Body)
	return rec.Code, string(b)
}
