// How a move in notation is played by clicks on the boards of the games
// whose lessons the second half of issue 32 writes, by game id, for
// lessons.mjs: each function (page, move) clicks the move's parts and
// returns once the board has sent it. Filled in with those lessons.

export default {};
