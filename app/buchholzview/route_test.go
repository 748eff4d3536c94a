package buchholzview

import (
	"slices"
	"strings"
	"testing"

	"impasse/rules"
	bz "impasse/rules/buchholz"
)

func routesOf(t *testing.T, moves ...string) []route {
	t.Helper()
	var rs []route
	for i, text := range moves {
		r, ok := parseRoute(rules.Move(i), text)
		if !ok {
			t.Fatalf("parseRoute(%q) failed", text)
		}
		rs = append(rs, r)
	}
	return rs
}

func sq(t *testing.T, name string) bz.Square {
	t.Helper()
	s, err := bz.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestParseRoute(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{"S@B5", "B5"},
		{"@E5", "E5"},
		{"E5-E9", "E5 E9"},
		{"E5xE9", "E5 E9"},
		{"A5-C5-D5-F5", "A5 C5 D5 F5"},
		{"A1-A7+T", "A1 A7 +T"},
		{"pass", "pass"},
	} {
		r, ok := parseRoute(0, c.text)
		if !ok {
			t.Errorf("parseRoute(%q) failed", c.text)
			continue
		}
		var parts []string
		for _, s := range r.squares {
			parts = append(parts, s.String())
		}
		if r.choice != 0 {
			parts = append(parts, "+"+string(r.choice))
		}
		if r.pass {
			parts = append(parts, "pass")
		}
		if got := strings.Join(parts, " "); got != c.want {
			t.Errorf("parseRoute(%q) = %s, want %s", c.text, got, c.want)
		}
	}
	for _, bad := range []string{"", "@", "Z9-A1", "A1-A7+", "A1+TT"} {
		if r, ok := parseRoute(0, bad); ok {
			t.Errorf("parseRoute(%q) = %+v, want a failure", bad, r)
		}
	}
}

// A table of clicks: each row clicks squares in turn and says which move
// is made, if any, and what comes next.
func TestPicker(t *testing.T) {
	moves := []string{"A5-C5", "A5-C5-D5-F5", "A5-C5-D5-E5", "B7-D7", "S@K11", "A1-A7+T", "A1-A7+S", "A1-A9"}
	for _, c := range []struct {
		clicks string
		made   string // the move made by the last click, or ""
		next   string // the squares offered after, or the choices
	}{
		{"K11", "S@K11", "A5 B7 K11 A1"},
		{"B7", "", "D7"},
		{"B7 D7", "B7-D7", "A5 B7 K11 A1"},
		{"A5 C5", "", "D5 | A5-C5"},
		{"A5 C5 D5", "", "F5 E5"},
		{"A5 C5 D5 F5", "A5-C5-D5-F5", "A5 B7 K11 A1"},
		{"A1 A7", "", " | A1-A7+T A1-A7+S"},
		{"A5 B7", "", "D7"}, // another start starts again
		{"A5 L1", "", "A5 B7 K11 A1"},
		{"L1", "", "A5 B7 K11 A1"},
	} {
		p := picker{routes: routesOf(t, moves...)}
		made := ""
		for _, name := range strings.Fields(c.clicks) {
			made = ""
			if m, ok := p.click(sq(t, name)); ok {
				made = moves[m]
			}
		}
		if made != c.made {
			t.Errorf("clicks %s made %q, want %q", c.clicks, made, c.made)
		}
		s := stepAfter(p.routes, p.path)
		var next, done []string
		for _, q := range s.next {
			next = append(next, q.String())
		}
		for _, r := range s.done {
			done = append(done, moves[r.m])
		}
		got := strings.Join(next, " ")
		if len(done) > 0 {
			got += " | " + strings.Join(done, " ")
		}
		if got != c.next {
			t.Errorf("after clicks %s: got %q, want %q", c.clicks, got, c.next)
		}
	}
}

func FuzzParseRoute(f *testing.F) {
	for _, s := range []string{"S@B5", "E5xE9", "A1-A7+T", "pass", "A5-C5-D5-F5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, ok := parseRoute(0, text)
		if !ok || r.pass {
			return
		}
		var names []string
		for _, s := range r.squares {
			names = append(names, s.String())
		}
		back, ok := parseRoute(0, strings.Join(names, "-"))
		if !ok || !slices.Equal(back.squares, r.squares) {
			t.Errorf("parseRoute(%q) = %v, which reads back as %v", text, names, back.squares)
		}
	})
}

// A next square says what a move ending there does: take, or enter.
func TestStepKinds(t *testing.T) {
	rs := routesOf(t, "E5xE9", "E5-E7", "A1-A7+T", "A1-A7+S", "A1-A3")
	for _, c := range []struct {
		from, want string
	}{
		{"E5", "E9:capture E7:"},
		{"A1", "A7:enter A3:"},
	} {
		s := stepAfter(rs, []bz.Square{sq(t, c.from)})
		var got []string
		for i, q := range s.next {
			got = append(got, q.String()+":"+s.kinds[i])
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("after %s: got %q, want %q", c.from, strings.Join(got, " "), c.want)
		}
	}
}
