// Package toy holds tiny but complete games for testing the rules
// interfaces and the search in package ai. Each is small enough to be
// solved exactly, so a test can know the right move:
//
//   - Nim: two players take 1 to 3 stones from one pile; taking the last
//     stone wins. The mover wins unless the pile is a multiple of 4.
//   - Count: two to four players add 1 to 3 to a shared counter; reaching
//     the target exactly wins, and a truce ends the game shared.
//   - Race: two players race to a goal, stepping one square or rolling a
//     loaded die (chance moves with odds).
//   - Duel: each player holds a secret card and may keep it or draw
//     another from the deck; the higher card wins (hidden information).
//   - TicTacToe: noughts and crosses, for draws and wins of different
//     lengths.
//   - Coins: two players take coins from either end of a row, the
//     higher total winning at the end (a game won on points, where a
//     player may move twice in a row).
package toy

import (
	"fmt"
	"strconv"

	"impasse/rules"
)

// mix folds x into the hash h (splitmix64 finaliser).
func mix(h, x uint64) uint64 {
	h ^= x + 0x9e3779b97f4a7c15 + h<<6 + h>>2
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}

// intOption reads option key as an integer in [lo, hi].
func intOption(opts rules.Options, key string, def, lo, hi int) (int, error) {
	s := opts.Get(key, strconv.Itoa(def))
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s %q: want a number from %d to %d", key, s, lo, hi)
	}
	return n, nil
}

// twoPlayers is the Players option of the two-player games.
var twoPlayers = rules.Option{Key: rules.KeyPlayers, Values: []string{"2"}, Default: "2"}

// parseListed returns the move whose text is s among legal, or an error.
func parseListed(st rules.State, s string) (rules.Move, error) {
	if st.Over() {
		return 0, rules.ErrOver
	}
	for _, m := range st.Legal(nil) {
		if st.MoveString(m) == s {
			return m, nil
		}
	}
	return 0, fmt.Errorf("%q is not a legal move here", s)
}
