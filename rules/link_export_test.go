package rules

import (
	"encoding/base64"
	"encoding/binary"
	"slices"
)

// SealLink makes a link of g from the bytes of its body (version byte
// first), with the checksum right: for tests of what a well-sealed but
// wrong link gives.
func SealLink(g Game, body []byte) string {
	b := binary.BigEndian.AppendUint32(slices.Clip(body), linkChecksum(g, body))
	return base64.RawURLEncoding.EncodeToString(b)
}
