// Package i18n holds every text of the user interface in each language,
// and picks the language.
package i18n

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Lang is a language code: "en" or "fr".
type Lang string

// The languages of the interface.
const (
	English Lang = "en"
	French  Lang = "fr"
)

// Langs lists the languages, English first.
var Langs = []Lang{English, French}

// Name returns the language's own name.
func (l Lang) Name() string {
	switch l {
	case French:
		return "Français"
	}
	return "English"
}

// Pick returns the first supported language among the browser's
// preferences ("fr-CA", "en-US", …), English if none.
func Pick(prefs ...string) Lang {
	for _, p := range prefs {
		p = strings.ToLower(strings.TrimSpace(p))
		for _, l := range Langs {
			if p == string(l) || strings.HasPrefix(p, string(l)+"-") {
				return l
			}
		}
	}
	return English
}

// Parse returns the language for code, and whether it is supported.
func Parse(code string) (Lang, bool) {
	for _, l := range Langs {
		if string(l) == code {
			return l, true
		}
	}
	return English, false
}

// T returns the text for key in language l, formatted with args as by
// fmt.Sprintf; in French, "de" and "à" before an argument contract with
// it ("d'Alignement", "du Blocus", see contract). A key missing in l falls back to English, then to the key
// itself, so a gap shows but never breaks the page.
func (l Lang) T(key string, args ...any) string {
	s, ok := table(l)[key]
	if !ok {
		s, ok = table(English)[key]
	}
	if !ok {
		s = key
	}
	if len(args) == 0 {
		return s
	}
	if l == French {
		s, args = contract(s, args)
	}
	return fmt.Sprintf(s, args...)
}

// Count returns the text for key as T does, for a count of n: the text
// of key+".one" where n takes the singular (one; in French, zero or
// one) and there is one, else key's.
func (l Lang) Count(key string, n int, args ...any) string {
	if one := key + ".one"; (n == 1 || l == French && n == 0) && (l.Has(one) || English.Has(one)) {
		key = one
	}
	return l.T(key, args...)
}

// Has reports whether key has a text in l.
func (l Lang) Has(key string) bool {
	_, ok := table(l)[key]
	return ok
}

// Keys returns the keys of l's table, sorted.
func Keys(l Lang) []string {
	t := table(l)
	keys := make([]string, 0, len(t))
	for k := range t {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// AddText adds texts written one per line as "key = value"; blank lines
// are skipped. A game view adds its own texts from an init function.
// Texts as one string cost far less WebAssembly than a map literal. They
// are read when l's texts are first asked for, so that a page in one
// language does not read the others' as it starts. A key added twice for
// one language panics then, so two packages cannot silently fight over a
// text (TestTablesMatch reads every language).
func AddText(l Lang, text string) {
	mu.Lock()
	defer mu.Unlock()
	if tables[l] != nil {
		readText(tables[l], l, text)
		return
	}
	pending[l] = append(pending[l], text)
}

// AddTexts adds a package's texts in English and in French, each as
// AddText reads them.
func AddTexts(english, french string) {
	AddText(English, english)
	AddText(French, french)
}

// table returns l's texts, reading those AddText keeps for later. The
// server draws pages on several goroutines at once: the first to ask
// reads them, under mu; the table is only read after that.
func table(l Lang) map[string]string {
	mu.Lock()
	defer mu.Unlock()
	t := tables[l]
	if t == nil {
		t = map[string]string{}
		tables[l] = t
		for _, text := range pending[l] {
			readText(t, l, text)
		}
		delete(pending, l)
	}
	return t
}

// readText adds to t, l's table, the texts of AddText.
func readText(t map[string]string, l Lang, text string) {
	for line := range strings.Lines(text) {
		k, v, ok := strings.Cut(strings.TrimSuffix(line, "\n"), " = ")
		if !ok {
			if strings.TrimSpace(line) != "" {
				panic("i18n: bad text line " + line)
			}
			continue
		}
		add(t, l, strings.TrimSpace(k), v)
	}
}

// add sets t[k], l's text for key k, which must not have one yet.
func add(t map[string]string, l Lang, k, v string) {
	if _, dup := t[k]; dup {
		panic(fmt.Sprintf("i18n: text %q added twice for %s", k, l))
	}
	t[k] = v
}

// tables holds the texts of each language read so far; pending, those
// AddText keeps for a language not yet asked for; mu guards both.
var (
	mu      sync.Mutex
	tables  = map[Lang]map[string]string{}
	pending = map[Lang][]string{}
)

func init() { AddTexts(english, french) }
