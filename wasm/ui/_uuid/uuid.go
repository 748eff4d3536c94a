// Package uuid stands for github.com/google/uuid in the page's build
// (see the Makefile's client go.mod): go-app uses it only to name its
// context and its broadcast channel's store with NewString, and the real
// one links crypto/rand, MD5 and SHA-1 into the page. These names need
// to be unique, not unguessable.
package uuid

import (
	"fmt"
	"math/rand/v2"
)

// NewString returns a random (version 4) UUID, such as
// "9b2c6f4e-1a3d-4e5f-8a7b-0c1d2e3f4a5b".
func NewString() string {
	var b [16]byte
	for i := range b {
		b[i] = byte(rand.Uint32())
	}
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // RFC 9562 variant
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}
