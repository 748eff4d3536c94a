package rules

// Formatter is implemented by a Game whose records other programs also
// keep in a format of their own (Blokus Duo: Pentobi's .blksgf), so that
// a player can bring those files in and take games out to them.
type Formatter interface {
	// FormatExt is the format's file name extension, without the dot.
	FormatExt() string
	// IsFormat reports whether text looks like a file of that format
	// rather than an Impasse record.
	IsFormat(text string) bool
	// ReadFormat reads a file of that format as a Record, checking its
	// syntax only (Replay checks the moves).
	ReadFormat(text string) (*Record, error)
	// WriteFormat writes a game's record in that format.
	WriteFormat(r *Record) (string, error)
}
