package rules_test

import (
	"maps"
	"slices"
	"testing"

	"impasse/rules"
)

func TestOptionsGet(t *testing.T) {
	o := rules.Options{"Players": "3", "Empty": ""}
	tests := []struct {
		key, def, want string
	}{
		{"Players", "2", "3"},
		{"Empty", "dflt", "dflt"},
		{"Missing", "dflt", "dflt"},
		{"Missing", "", ""},
		{"players", "2", "2"}, // keys are case-sensitive
	}
	for _, tt := range tests {
		if got := o.Get(tt.key, tt.def); got != tt.want {
			t.Errorf("Get(%q, %q) = %q, want %q", tt.key, tt.def, got, tt.want)
		}
	}
	var none rules.Options
	if got := none.Get("Players", "2"); got != "2" {
		t.Errorf("nil Options: Get = %q, want %q", got, "2")
	}
}

func TestOptionsClone(t *testing.T) {
	o := rules.Options{"A": "1", "B": "2"}
	c := o.Clone()
	if !maps.Equal(c, o) {
		t.Errorf("Clone() = %v, want %v", c, o)
	}
	c["A"] = "changed"
	c["C"] = "new"
	if got, want := o, (rules.Options{"A": "1", "B": "2"}); !maps.Equal(got, want) {
		t.Errorf("after changing the clone, original = %v, want %v", got, want)
	}
	var none rules.Options
	nc := none.Clone()
	if nc == nil || len(nc) != 0 {
		t.Errorf("nil.Clone() = %#v, want an empty, writable map", nc)
	}
	nc["x"] = "y" // must not panic
}

func TestOptionsKeys(t *testing.T) {
	tests := []struct {
		o    rules.Options
		want []string
	}{
		{nil, []string{}},
		{rules.Options{}, []string{}},
		{rules.Options{"b": "", "a": "", "C": "", "Players": ""}, []string{"C", "Players", "a", "b"}},
	}
	for _, tt := range tests {
		got := tt.o.Keys()
		if !slices.Equal(got, tt.want) || got == nil {
			t.Errorf("Keys(%v) = %#v, want %#v", tt.o, got, tt.want)
		}
	}
}

func TestResolve(t *testing.T) {
	offered := []rules.Option{
		{Key: "Players", Values: []string{"2", "3"}, Default: "2"},
		{Key: "Variant", Values: []string{"classic", "short"}, Default: "classic"},
		{Key: "Seed"}, // any value
	}
	tests := []struct {
		name    string
		opts    rules.Options
		want    rules.Options
		wantErr string
	}{
		{"nil gives defaults", nil, rules.Options{"Players": "2", "Variant": "classic", "Seed": ""}, ""},
		{"values kept", rules.Options{"Players": "3", "Variant": "short", "Seed": "42"},
			rules.Options{"Players": "3", "Variant": "short", "Seed": "42"}, ""},
		{"empty value takes the default", rules.Options{"Players": ""},
			rules.Options{"Players": "2", "Variant": "classic", "Seed": ""}, ""},
		{"unknown keys dropped", rules.Options{"Event": "club", "Game": "x", "Result": "1-0"},
			rules.Options{"Players": "2", "Variant": "classic", "Seed": ""}, ""},
		{"free option takes anything", rules.Options{"Seed": "not a number"},
			rules.Options{"Players": "2", "Variant": "classic", "Seed": "not a number"}, ""},
		{"bad value", rules.Options{"Players": "4"}, nil, `Players "4" is not one of 2, 3`},
		{"values are case-sensitive", rules.Options{"Variant": "Short"}, nil, `Variant "Short" is not one of classic, short`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := rules.Resolve(offered, tt.opts)
			gotErr := ""
			if err != nil {
				gotErr = err.Error()
			}
			if gotErr != tt.wantErr {
				t.Errorf("error: got %q, want %q", gotErr, tt.wantErr)
			}
			if !maps.Equal(got, tt.want) || (got == nil) != (tt.want == nil) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	// Resolve does not change its input.
	in := rules.Options{"Players": "3", "Event": "club"}
	if _, err := rules.Resolve(offered, in); err != nil {
		t.Fatal(err)
	}
	if want := (rules.Options{"Players": "3", "Event": "club"}); !maps.Equal(in, want) {
		t.Errorf("Resolve changed its input: got %v, want %v", in, want)
	}
}

func TestPlayerCount(t *testing.T) {
	ranged := rules.Info{Title: "Blokus", MinPlayers: 2, MaxPlayers: 4}
	fixed := rules.Info{Title: "Duo", MinPlayers: 2, MaxPlayers: 2}
	solo := rules.Info{Title: "Solitaire", MinPlayers: 1, MaxPlayers: 1}
	tests := []struct {
		name    string
		info    rules.Info
		players string // "" for absent
		def     int
		want    int
		wantErr string
	}{
		{"default", ranged, "", 4, 4, ""},
		{"lowest", ranged, "2", 4, 2, ""},
		{"highest", ranged, "4", 2, 4, ""},
		{"below", ranged, "1", 2, 0, `Blokus is played by 2 to 4 players, not "1"`},
		{"above", ranged, "5", 2, 0, `Blokus is played by 2 to 4 players, not "5"`},
		{"zero", ranged, "0", 2, 0, `Blokus is played by 2 to 4 players, not "0"`},
		{"negative", ranged, "-3", 2, 0, `Blokus is played by 2 to 4 players, not "-3"`},
		{"not a number", ranged, "three", 2, 0, `Blokus is played by 2 to 4 players, not "three"`},
		{"spaces", ranged, " 3", 2, 0, `Blokus is played by 2 to 4 players, not " 3"`},
		{"bad default", ranged, "", 7, 0, `Blokus is played by 2 to 4 players, not "7"`},
		{"fixed", fixed, "2", 2, 2, ""},
		{"fixed wrong", fixed, "3", 2, 0, `Duo is played by 2 players, not "3"`},
		{"solo", solo, "", 1, 1, ""},
		{"solo wrong", solo, "2", 1, 0, `Solitaire is played alone, not by "2" players`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := rules.Options{"Other": "x"}
			if tt.players != "" {
				opts[rules.KeyPlayers] = tt.players
			}
			got, err := rules.PlayerCount(tt.info, opts, tt.def)
			gotErr := ""
			if err != nil {
				gotErr = err.Error()
			}
			if got != tt.want || gotErr != tt.wantErr {
				t.Errorf("got %d, %q, want %d, %q", got, gotErr, tt.want, tt.wantErr)
			}
		})
	}
}
