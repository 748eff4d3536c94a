package i18n

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// TestAddText: texts added before a language is first asked for are read
// then, those added after at once; a key added twice panics either way.
func TestAddText(t *testing.T) {
	l := fresh("zz")
	fresh("zy")
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

// TestTableConcurrent: the server draws pages on several goroutines; the
// first texts asked for in a language are read once, safely (go test
// -race finds a write while another goroutine reads without mu, and
// without -race the runtime mostly stops on the maps written at once).
func TestTableConcurrent(t *testing.T) {
	l := fresh("zx")
	var text strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&text, "k%d = %d\n", i, i)
	}
	AddText(l, "a = one\n"+text.String())
	var wg sync.WaitGroup
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if got, want := l.T("a"), "one"; got != want {
				t.Errorf("got %q, want %q", got, want)
			}
		}()
	}
	wg.Wait()
}

// fresh returns the language of code with no texts, as before any test
// added some (go test -count runs a test again in the same tables).
func fresh(code string) Lang {
	l := Lang(code)
	delete(tables, l)
	delete(pending, l)
	return l
}
