package ai

import (
	"testing"
	"unsafe"
)

// TestLeafSetsEveryField checks that leaf leaves nothing of what the node
// held before, as a node reused from an earlier search holds.
func TestLeafSetsEveryField(t *testing.T) {
	var n node
	for i := range unsafe.Sizeof(n) {
		*(*byte)(unsafe.Add(unsafe.Pointer(&n), i)) = 0x5a
	}
	n.leaf(3, 1, 2, 0.5, 0.25)
	want := node{move: 3, mover: 1, first: none, next: none, count: 2, value: 0.5, prior: 0.25}
	if n != want {
		t.Errorf("got %+v, want %+v", n, want)
	}
}
