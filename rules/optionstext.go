package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseSetup reads options written as FormatSetup writes them: key=value
// pairs separated by spaces, a value with a space or a quote quoted as Go
// quotes it (Variant="teams expert" Players=4). The puzzle and lesson
// files write a game's setup so.
func ParseSetup(s string) (Options, error) {
	opts := Options{}
	for s != "" {
		k, rest, ok := strings.Cut(s, "=")
		if !ok || !setupKey(k) {
			return nil, fmt.Errorf("setup %s: want key=value, the key a name", Quote(s))
		}
		var v string
		if strings.HasPrefix(rest, `"`) {
			q, err := strconv.QuotedPrefix(rest)
			if err != nil {
				return nil, fmt.Errorf("setup %s: a quoted value that does not end", Quote(k))
			}
			v, _ = strconv.Unquote(q)
			rest = rest[len(q):]
		} else {
			v, rest, _ = strings.Cut(rest, " ")
		}
		if _, dup := opts[k]; dup {
			return nil, fmt.Errorf("setup %s given twice", Quote(k))
		}
		opts[k] = v
		s = strings.TrimLeft(rest, " ")
	}
	return opts, nil
}

// FormatSetup writes o as ParseSetup reads it, keys in sorted order. A
// key that is not a name (setupKey) cannot be written.
func FormatSetup(o Options) (string, error) {
	var out []string
	for _, k := range o.Keys() {
		v := o[k]
		if !setupKey(k) {
			return "", fmt.Errorf("the setup key %s cannot be written", Quote(k))
		}
		if !plainSetup(v) {
			v = strconv.Quote(v)
		}
		out = append(out, k+"="+v)
	}
	return strings.Join(out, " "), nil
}

// setupKey reports whether k is a name, as option keys are (Players,
// Variant): a letter, then letters, digits, '-' or '_'. A key so made
// starts no comment in the files that hold setups, and holds no
// separator of theirs.
func setupKey(k string) bool {
	for i, c := range []byte(k) {
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '-' || c == '_')) {
			return false
		}
	}
	return k != ""
}

// plainSetup reports whether s can be written as it is in a setup: not
// empty, printable ASCII, with no space, quote, backslash or bar.
func plainSetup(s string) bool {
	for _, c := range []byte(s) {
		if c <= ' ' || c > '~' || c == '"' || c == '\\' || c == '|' {
			return false
		}
	}
	return s != ""
}
