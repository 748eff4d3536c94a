package rules

import "testing"

func TestParseSetup(t *testing.T) {
	tests := []struct {
		text string
		want Options // nil: refused
	}{
		{"", Options{}},
		{"Players=2", Options{"Players": "2"}},
		{`Variant="teams expert" Players=4`, Options{"Variant": "teams expert", "Players": "4"}},
		{"Seed=", Options{"Seed": ""}},
		{"first-try=1 a_b=2", Options{"first-try": "1", "a_b": "2"}},
		{"Players", nil},
		{"=2", nil},
		{"Players=2 Players=3", nil},
		{`Variant="teams`, nil},
		// A key is a name: '#' would start a comment in a puzzle or
		// lesson file, '|' would end the setup in a puzzle's line.
		{"#=1", nil},
		{"0=0", nil},
		{"a|b=1", nil},
		{`"a"=1`, nil},
	}
	for _, tt := range tests {
		got, err := ParseSetup(tt.text)
		if tt.want == nil {
			if err == nil {
				t.Errorf("ParseSetup(%q) = %v, want an error", tt.text, got)
			}
			continue
		}
		if err != nil || len(got) != len(tt.want) {
			t.Errorf("ParseSetup(%q) = %v, %v, want %v", tt.text, got, err, tt.want)
			continue
		}
		for k, v := range tt.want {
			if got[k] != v {
				t.Errorf("ParseSetup(%q)[%q] = %q, want %q", tt.text, k, got[k], v)
			}
		}
	}
}

func TestFormatSetupRefusesNames(t *testing.T) {
	for _, k := range []string{"#", "0", "a b", "a=b", "", "é"} {
		if got, err := FormatSetup(Options{k: "1"}); err == nil {
			t.Errorf("FormatSetup with key %q = %q, want an error", k, got)
		}
	}
	got, err := FormatSetup(Options{"Variant": "teams expert", "Players": "4"})
	if want := `Players=4 Variant="teams expert"`; err != nil || got != want {
		t.Errorf("FormatSetup = %q, %v, want %q", got, err, want)
	}
}
