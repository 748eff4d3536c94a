//go:build wasm

package bloqsview

import "impasse/app/i18n"

// rulesPage is nil in the page itself: the server writes the rules
// pages, texts and figures, as files the page reads (see rules.go), so
// the wasm need not carry them.
var rulesPage func(i18n.Lang) string
