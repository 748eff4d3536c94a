package i18n

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// contract joins each string argument that follows "de " or "à " in a
// French format to that word as French writes it: "de Alignement" is
// "d'Alignement", "de Orange" "d'Orange", "de Le Blocus" "du Blocus",
// "à Le Blocus" "au Blocus" (and "des", "aux" before "Les"). It returns
// the format without those words and the arguments with them, for
// fmt.Sprintf; args is not changed. The catalog's own words are written
// as they should be; only what is put into them needs this. An argument
// is contracted wherever it is put when it is once (the catalog puts
// none twice), and a width or precision given by an argument (%*d) is
// not read (the catalog has none).
func contract(format string, args []any) (string, []any) {
	var b strings.Builder
	out, copied := args, false
	next := 0 // the argument of the next verb, as fmt counts
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			b.WriteByte(format[i])
			continue
		}
		// The verb: flags, an argument index, width and precision, the
		// letter.
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.[]", format[j]) >= 0 {
			if format[j] == '[' {
				if k := strings.IndexByte(format[j:], ']'); k > 0 {
					if n, err := strconv.Atoi(format[j+1 : j+k]); err == nil {
						next = n - 1
					}
				}
			}
			j++
		}
		if j == len(format) || format[j] == '%' {
			b.WriteString(format[i:min(j+1, len(format))])
			i = j
			continue
		}
		if format[j] == 's' && next >= 0 && next < len(args) {
			if text, ok := args[next].(string); ok {
				head := b.String()
				if joined, cut, ok := contraction(head, text); ok {
					b.Reset()
					b.WriteString(head[:len(head)-cut])
					if !copied {
						out, copied = slices.Clone(args), true
					}
					out[next] = joined
				}
			}
		}
		b.WriteString(format[i : j+1])
		next++
		i = j
	}
	return b.String(), out
}

// contraction returns what the French words "de " or "à " that end head
// and text become together, and the length of head they take, if they
// contract.
func contraction(head, text string) (string, int, bool) {
	for _, prep := range []string{"de ", "à "} {
		if !strings.HasSuffix(head, prep) || !wordStart(head, len(head)-len(prep)) {
			continue
		}
		de := prep == "de "
		switch {
		case strings.HasPrefix(text, "Le ") && de:
			return "du " + text[3:], len(prep), true
		case strings.HasPrefix(text, "Le "):
			return "au " + text[3:], len(prep), true
		case strings.HasPrefix(text, "Les ") && de:
			return "des " + text[4:], len(prep), true
		case strings.HasPrefix(text, "Les "):
			return "aux " + text[4:], len(prep), true
		case de && elides(text):
			return "d'" + text, len(prep), true
		}
	}
	return "", 0, false
}

// wordStart reports whether head has a word starting at i: at its start,
// or after a character that is no letter.
func wordStart(head string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(head[:i])
	return !unicode.IsLetter(r)
}

// elides reports whether "de" elides before text: a word that begins
// with a vowel, accented or not, either case; not a square's name ("e5",
// "A1"), which is read letter by letter.
func elides(text string) bool {
	r, n := utf8.DecodeRuneInString(text)
	next, _ := utf8.DecodeRuneInString(text[n:])
	return strings.ContainsRune("aeiouyàâäéèêëîïôöùûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜ", r) && unicode.IsLetter(next)
}
