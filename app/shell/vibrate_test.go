package shell

import (
	"slices"
	"testing"
)

func TestBuzzOf(t *testing.T) {
	for _, tt := range []struct {
		grew, took, ended bool
		want              buzz
	}{
		{false, false, false, nil},
		{true, false, false, buzzMove},
		{true, true, false, buzzTake},
		{true, true, true, buzzEnd},
		{false, false, true, buzzEnd}, // a resignation, a time out
	} {
		if got := buzzOf(tt.grew, tt.took, tt.ended); !slices.Equal(got, tt.want) {
			t.Errorf("grew %v, took %v, ended %v: got %v, want %v", tt.grew, tt.took, tt.ended, got, tt.want)
		}
	}
	if slices.Equal(buzzMove, buzzTake) || slices.Equal(buzzTake, buzzEnd) || slices.Equal(buzzMove, buzzEnd) {
		t.Errorf("the patterns are not all different: %v %v %v", buzzMove, buzzTake, buzzEnd)
	}
}
