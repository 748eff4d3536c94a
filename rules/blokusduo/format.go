package blokusduo

import "impasse/rules"

// FormatExt returns "blksgf", the extension of Pentobi's files: Game is
// a rules.Formatter.
func (Game) FormatExt() string { return "blksgf" }

// IsFormat reports whether text is an SGF file (see IsSGF).
func (Game) IsFormat(text string) bool { return IsSGF(text) }

// ReadFormat reads a Pentobi file (see ParseSGF).
func (Game) ReadFormat(text string) (*rules.Record, error) { return ParseSGF(text) }

// WriteFormat writes a game as a Pentobi file (see WriteSGF).
func (Game) WriteFormat(r *rules.Record) (string, error) { return WriteSGF(r) }
