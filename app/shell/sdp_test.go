package shell

import (
	"strings"
	"testing"
)

// chromiumOffer is an offer of a data channel as Chromium writes it,
// its host candidates not hidden behind mDNS names.
const chromiumOffer = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n" +
	"a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n" +
	"m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n" +
	"a=candidate:1467250027 1 udp 2122260223 192.168.1.20 54321 typ host generation 0 network-id 1\r\n" +
	"a=candidate:3769340411 1 udp 2122194687 3ccd1b2e-8d8e-4f6a-9a1e-0a5b2c3d4e5f.local 60000 typ host generation 0 network-id 2\r\n" +
	"a=candidate:2999745851 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0 network-id 1\r\n" +
	"a=ice-ufrag:Ab+9\r\na=ice-pwd:Xy/zYQ1mJ3oPq7RtVb8sWn2K\r\na=ice-options:trickle\r\n" +
	"a=fingerprint:sha-256 7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n" +
	"a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"

// TestSDPCompact: an offer comes back from its compact text with the
// fields that matter (its UDP candidates, not TCP), and the text is far
// shorter.
func TestSDPCompact(t *testing.T) {
	compact, err := compactSDP(chromiumOffer)
	if err != nil {
		t.Fatal(err)
	}
	if len(compact) > len(chromiumOffer)/3 {
		t.Errorf("got %d characters (%s), want at most %d", len(compact), compact, len(chromiumOffer)/3)
	}
	full, err := expandSDP(compact)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"a=ice-ufrag:Ab+9\r\n", "a=ice-pwd:Xy/zYQ1mJ3oPq7RtVb8sWn2K\r\n", "a=setup:actpass\r\n",
		"a=fingerprint:sha-256 7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n",
		" udp 2113937151 192.168.1.20 54321 typ host", " 3ccd1b2e-8d8e-4f6a-9a1e-0a5b2c3d4e5f.local 60000 typ host",
	} {
		if !strings.Contains(full, want) {
			t.Errorf("the description written back lacks %q:\n%s", want, full)
		}
	}
	if strings.Contains(full, "tcp") {
		t.Errorf("a TCP candidate was kept:\n%s", full)
	}
	if again, _ := compactSDP(full); again != compact {
		t.Errorf("compact again: got %q, want %q", again, compact)
	}
}

// TestSDPRefused: texts that are no compact description are refused.
func TestSDPRefused(t *testing.T) {
	compact, _ := compactSDP(chromiumOffer)
	f := strings.Split(compact, "~")
	for _, bad := range []string{
		"", "v=0", strings.Join(f[:4], "~"),
		strings.Replace(compact, f[2], f[2][:40], 1),
		strings.Replace(compact, "actpass", "sideways", 1),
		strings.Replace(compact, "54321", "54x21", 1),
		strings.Replace(compact, "192.168.1.20", "a\r\nb", 1),
	} {
		if sdp, err := expandSDP(bad); err == nil {
			t.Errorf("%q: got %q, want an error", bad, sdp)
		}
	}
	if _, err := compactSDP("v=0\r\n"); err == nil {
		t.Errorf("a description with no candidate: got no error")
	}
}
