package buchholz

// Picture is what a position of a Buchholz game shows on the board: the
// pieces, marks the game gives meaning to, the pieces still in hand, and
// the kind of piece the player to move must use, if any. The board view
// draws it and knows nothing else of the game.
type Picture struct {
	Pieces []Piece
	// Marks are signs on squares, by kind: "throne", "exit", "door",
	// "arrival", "target" or the game's own.
	Marks []Mark
	// Hands gives, per seat, the pieces of each kind not on the board
	// (unplaced, or in reserve), indexed by Kind; nil when the game has
	// none.
	Hands [][3]int
	// Forced is the kind the player to move must use, when HasForced.
	Forced    Kind
	HasForced bool
	// Lines are paths drawn on the board: a winning line, the way a king
	// would leave now.
	Lines []Path
	// Routes are paths drawn only when the person asks (the board then
	// offers a button): each king's possible ways out.
	Routes []Path
	// Ending names how a finished game ended, for the view's texts
	// ("line", "blocked", "repetition"), or "".
	Ending string
}

// Piece is a piece on the board.
type Piece struct {
	At   Square
	Kind Kind
	// Seat is the owner, from 0, or the colour for a one-player game.
	Seat int
}

// Mark is a sign on a square, with an optional short label.
type Mark struct {
	At    Square
	Kind  string
	Label string
}

// Pictured is a State of a Buchholz game: it says what to show.
type Pictured interface {
	Picture() Picture
}

// Path is a line through the centres of squares, styled by its kind
// ("win", "exit", "route" or the game's own; "" for the plain line).
type Path struct {
	Squares []Square
	Kind    string
}
