//go:build wasm

package blockadeview

import "impasse/app/i18n"

// rulesOf returns nil in the page itself: the server writes the rules
// pages, texts and figures, as files the page reads (see rules.go), so
// the wasm need not carry them.
func rulesOf(bool) func(i18n.Lang) string { return nil }
