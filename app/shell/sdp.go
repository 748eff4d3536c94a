package shell

import (
	"encoding/base64"
	"encoding/hex"
	"errors"
	"net/netip"
	"strconv"
	"strings"
)

// A live connection's offer and answer are sent as the few fields of a
// session description that differ from one connection to the next (the
// ICE user name and password, the DTLS certificate's fingerprint, the
// DTLS role, the UDP candidates), so that the offer's QR code stays
// small enough for a camera to read at a glance; the description is
// written back in full (expandSDP) on the other device.

// errSDP: a text that is no compact session description.
var errSDP = errors.New("not a connection description")

// compactSDP returns the fields of session description sdp that
// expandSDP needs, as text: "ufrag~pwd~fingerprint~setup~candidates",
// the fingerprint (SHA-256) in base64url, each UDP candidate
// "address_port", separated by commas: text fit for an address's
// fragment. Candidates of another protocol, or whose address is not
// nearby, are left out: the other device would refuse them.
func compactSDP(sdp string) (string, error) {
	var ufrag, pwd, fp, setup string
	var cands []string
	for line := range strings.Lines(sdp) {
		line = strings.TrimRight(line, "\r\n")
		switch {
		case strings.HasPrefix(line, "a=ice-ufrag:"):
			ufrag = strings.TrimPrefix(line, "a=ice-ufrag:")
		case strings.HasPrefix(line, "a=ice-pwd:"):
			pwd = strings.TrimPrefix(line, "a=ice-pwd:")
		case strings.HasPrefix(line, "a=fingerprint:sha-256 "):
			b, err := hex.DecodeString(strings.ReplaceAll(strings.TrimPrefix(line, "a=fingerprint:sha-256 "), ":", ""))
			if err != nil {
				return "", errSDP
			}
			fp = base64.RawURLEncoding.EncodeToString(b)
		case strings.HasPrefix(line, "a=setup:"):
			setup = strings.TrimPrefix(line, "a=setup:")
		case strings.HasPrefix(line, "a=candidate:"):
			// foundation component protocol priority address port typ type …
			f := strings.Fields(line)
			if len(f) >= 8 && strings.EqualFold(f[2], "udp") && f[6] == "typ" && nearby(f[4]) && port(f[5]) {
				cands = append(cands, f[4]+"_"+f[5])
			}
		}
	}
	if ufrag == "" || pwd == "" || fp == "" || setup == "" || len(cands) == 0 {
		return "", errSDP
	}
	for _, s := range []string{ufrag, pwd, setup} {
		if strings.ContainsAny(s, "~,_ ") {
			return "", errSDP
		}
	}
	return strings.Join([]string{ufrag, pwd, fp, setup, strings.Join(cands, ",")}, "~"), nil
}

// expandSDP writes back the session description of a data channel
// whose fields compactSDP wrote. A candidate whose address is not
// nearby, or whose port is not one, makes the text refused.
func expandSDP(compact string) (string, error) {
	f := strings.Split(strings.TrimSpace(compact), "~")
	if len(f) != 5 {
		return "", errSDP
	}
	ufrag, pwd, setup := f[0], f[1], f[3]
	fp, err := base64.RawURLEncoding.DecodeString(f[2])
	if err != nil || len(fp) != 32 || !iceChars(ufrag) || !iceChars(pwd) {
		return "", errSDP
	}
	if setup != "actpass" && setup != "active" && setup != "passive" {
		return "", errSDP
	}
	hexes := make([]string, len(fp))
	for i, b := range fp {
		hexes[i] = strings.ToUpper(hex.EncodeToString([]byte{b}))
	}
	var b strings.Builder
	b.WriteString("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n" +
		"m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n")
	for i, c := range strings.Split(f[4], ",") {
		addr, p, ok := strings.Cut(c, "_")
		if !ok || !nearby(addr) || !port(p) {
			return "", errSDP
		}
		n := string(rune('1' + i%9))
		b.WriteString("a=candidate:" + n + " 1 udp 2113937151 " + addr + " " + p + " typ host generation 0\r\n")
	}
	b.WriteString("a=ice-ufrag:" + ufrag + "\r\na=ice-pwd:" + pwd + "\r\na=ice-options:trickle\r\n" +
		"a=fingerprint:sha-256 " + strings.Join(hexes, ":") + "\r\na=setup:" + setup + "\r\na=mid:0\r\n" +
		"a=sctp-port:5000\r\na=max-message-size:262144\r\n")
	return b.String(), nil
}

// iceChars reports whether s, an ICE user name or password, is made of
// the characters RFC 8839 allows (letters, digits, "+" and "/"): not
// empty, and no part of an address pasted in its place.
func iceChars(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '/') {
			return false
		}
	}
	return true
}

// nearby reports whether addr, a candidate's address, can only be a
// device on the same network: an mDNS name (NAME.local, as browsers
// hide their addresses), or an IP address that is private, loopback or
// link-local. An offer naming any other address would have this device
// send connection checks to it as soon as it is accepted.
func nearby(addr string) bool {
	if name, ok := strings.CutSuffix(addr, ".local"); ok {
		if name == "" || len(addr) > 253 {
			return false
		}
		for _, c := range name {
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.') {
				return false
			}
		}
		return true
	}
	ip, err := netip.ParseAddr(addr)
	if err != nil || ip.Zone() != "" {
		return false
	}
	ip = ip.Unmap()
	return ip.IsPrivate() || ip.IsLoopback() || ip.IsLinkLocalUnicast()
}

// port reports whether s is a UDP port, 1 to 65535, in decimal digits.
func port(s string) bool {
	if s == "" || len(s) > 5 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	n, err := strconv.Atoi(s)
	return err == nil && n >= 1 && n <= 65535
}
