package rules

// Eliminating is a State of a game where a seat can be put out while
// the others play on (L'Empire, a seat whose commander is taken).
type Eliminating interface {
	// In reports whether seat still plays.
	In(seat int) bool
}

// IsOut reports whether seat of s is out of a game that goes on without
// it; false in a game that puts no seat out.
func IsOut(s State, seat int) bool {
	e, ok := s.(Eliminating)
	return ok && !e.In(seat)
}
