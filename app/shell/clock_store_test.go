//go:build !wasm

package shell

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"impasse/app/i18n"
	"impasse/rules"
)

// A saved game whose clock cannot be read stays in the storage and
// loads, and its clock is named in the message.
func TestLoadSavedClockDamaged(t *testing.T) {
	s, _ := timedDuo(t, rules.TimeControl{Base: time.Minute}, Seat{}, Seat{})
	playText(t, s, "e10")
	data, _ := s.Marshal()
	var sv saved
	if err := json.Unmarshal(data, &sv); err != nil {
		t.Fatal(err)
	}
	sv.Clock = []int64{-1, 5}
	b, _ := json.Marshal(sv)
	m := &memStorage{items: map[string]string{}}
	m.setJSON(keyGame+"blokusduo", string(b))
	games, clocks, err := loadSaved(m, m.raw, time.Now())
	if err != nil || games["blokusduo"] == nil || moveTexts(games["blokusduo"]) != "e10" {
		t.Fatalf("got %v, %v, want the game kept", games, err)
	}
	if len(clocks) != 1 || !strings.HasPrefix(clocks[0].say(i18n.English), "Blokus Duo: the clock of the saved game could not be read (seat 1 has -1ms left") {
		t.Errorf("clocks: got %v, want Blokus Duo's named", clocks)
	} else if fr := clocks[0].say(i18n.French); !strings.HasPrefix(fr, "Blokus Duo : la pendule de la partie enregistrée est illisible") || !strings.HasSuffix(fr, "le temps de chaque joueur repart du début.") {
		t.Errorf("in French: got %q", fr)
	}
	if !m.Contains(keyGame + "blokusduo") {
		t.Errorf("the game left its key")
	}
}
