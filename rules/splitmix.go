package rules

import "math/bits"

// SplitMix is SplitMix64 (Steele, Lea and Flood, 2014): a fast 64-bit
// generator that needs only 64-bit multiplications. The games draw their
// fixed Zobrist keys from it, and the AI's searches use it as their
// math/rand/v2 source: PCG's 128-bit multiplications cost several
// instructions each in wasm, where a search draws numbers at every
// playout move.
type SplitMix struct{ x uint64 }

// NewSplitMix returns the generator started from seed.
func NewSplitMix(seed uint64) *SplitMix { return &SplitMix{seed} }

// Uint64 returns the next number.
func (s *SplitMix) Uint64() uint64 {
	s.x += 0x9e3779b97f4a7c15
	z := s.x
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Fill sets each of keys to the next number, in order: a table of
// Zobrist keys, row by row.
func (s *SplitMix) Fill(keys []uint64) {
	for i := range keys {
		keys[i] = s.Uint64()
	}
}

// IntN returns a number in [0, n), n > 0, by Lemire's multiplication
// without its rejection step: the bias, at most n/2^64, is far below
// anything a game could show.
func (s *SplitMix) IntN(n int) int {
	hi, _ := bits.Mul64(s.Uint64(), uint64(n))
	return int(hi)
}

// Float64 returns a number in [0, 1).
func (s *SplitMix) Float64() float64 { return float64(s.Uint64()>>11) * 0x1p-53 }
