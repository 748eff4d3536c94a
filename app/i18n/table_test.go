package i18n

import "testing"

// TestAddText: texts added before a language is first asked for are read
// then, those added after at once; a key added twice panics either way.
func TestAddText(t *testing.T) {
	l := Lang("zz")
	AddText(l, "a = one\n\nb = two = 2\n")
	if got := len(pending[l]); got != 1 {
		t.Fatalf("before use: %d texts kept, want 1", got)
	}
	if got, want := l.T("b"), "two = 2"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	AddText(l, "c = three")
	if got, want := l.T("c"), "three"; got != want {
		t.Errorf("added after use: got %q, want %q", got, want)
	}
	for _, tc := range []struct {
		name string
		add  func()
	}{
		{"after use", func() { AddText(l, "a = again") }},
		{"before use", func() { AddText(Lang("zy"), "a = 1\na = 2"); Lang("zy").T("a") }},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: a key added twice: got no panic, want one", tc.name)
				}
			}()
			tc.add()
		}()
	}
}
