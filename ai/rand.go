package ai

// splitMix is SplitMix64 (Steele, Lea and Flood, 2014), the random source
// of the searches. It needs only 64-bit multiplications: PCG's 128-bit
// ones cost several instructions each in wasm, where a search draws
// numbers at every playout move.
type splitMix struct{ x uint64 }

// Uint64 returns the next number.
func (s *splitMix) Uint64() uint64 {
	s.x += 0x9e3779b97f4a7c15
	z := s.x
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
