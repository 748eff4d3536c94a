package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
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
		// The offer's address, pasted on the host in place of the answer.
		"https://example.org/play/alignement#live=" + compact,
		strings.Replace(compact, "Ab+9", "Ab 9", 1),
	} {
		if sdp, err := expandSDP(bad); err == nil {
			t.Errorf("%q: got %q, want an error", bad, sdp)
		}
	}
	if _, err := compactSDP("v=0\r\n"); err == nil {
		t.Errorf("a description with no candidate: got no error")
	}
}

// TestSDPCandidates: an offer's candidates are refused unless their
// address can only be on the same network (an mDNS name, a private,
// loopback or link-local address) and their port is one; this device's
// own candidates elsewhere are left out of what it offers.
func TestSDPCandidates(t *testing.T) {
	compact, _ := compactSDP(chromiumOffer)
	const cand = "192.168.1.20_54321"
	if !strings.Contains(compact, cand) {
		t.Fatalf("%q lacks %q", compact, cand)
	}
	for _, c := range []string{
		"10.1.2.3_9", "172.16.0.1_1", "127.0.0.1_65535", "169.254.3.4_5000", "fd00::2_5000",
		"fe80::1_5000", "::1_5000", "::ffff:192.168.0.1_5000", "abc-DEF.local_5000", "a.b.local_5000",
	} {
		if _, err := expandSDP(strings.Replace(compact, cand, c, 1)); err != nil {
			t.Errorf("%s: got %v, want nil", c, err)
		}
	}
	for _, c := range []string{
		"8.8.8.8_53", "192.0.2.2_5000", "100.64.0.1_5000", "2001:db8::1_5000", "0.0.0.0_5000", "224.0.0.1_5000",
		"255.255.255.255_5000", "fe80::1%eth0_5000", "::ffff:8.8.8.8_5000", "example.com_5000", ".local_5000",
		"a_b.local_5000", "evil.example.com.local.com_5000", "192.168.1.20_0", "192.168.1.20_65536", "192.168.1.20_99999",
		"192.168.1.20_-1", "192.168.1.20_", "_5000", "192.168.1.20",
	} {
		if sdp, err := expandSDP(strings.Replace(compact, cand, c, 1)); err == nil {
			t.Errorf("%s: got %q, want an error", c, sdp)
		}
	}
	far := strings.Replace(chromiumOffer, "192.168.1.20 54321", "8.8.8.8 54321", 1)
	if got, _ := compactSDP(far); strings.Contains(got, "8.8.8.8") {
		t.Errorf("this device's public address offered: %q", got)
	}
}

// TestLiveAsks: a friend's offer opened from an address shows the live
// dialog asking whether to connect, and nothing of a connection, until
// the person accepts.
func TestLiveAsks(t *testing.T) {
	s := &Shell{liveOffer: "v=0", liveShown: true}
	d := s.liveOf(i18n.English)
	if !d.Open || !d.Asking {
		t.Fatalf("got open %v, asking %v, want true, true", d.Open, d.Asking)
	}
	html := app.HTMLString(d)
	for _, want := range []string{`id="live-ask"`, `id="live-accept"`, "Another device offers to play this game live"} {
		if !strings.Contains(html, want) {
			t.Errorf("the dialog lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, `id="live-wait"`) || strings.Contains(html, `id="live-answer"`) {
		t.Errorf("the dialog shows a connection before it is accepted:\n%s", html)
	}
}

// TestLiveTexts: in every language the button that starts a live game
// says what it does, not the status of a game played live.
func TestLiveTexts(t *testing.T) {
	for _, l := range i18n.Langs {
		if button, status := l.T("live.button"), l.T("live.on"); button == status {
			t.Errorf("%s: got the button %q, want other than the status %q", l, button, status)
		}
	}
}

// TestLiveTooLong: an offer's address too long for a QR code is said
// in words where the code would be, as in the send dialog.
func TestLiveTooLong(t *testing.T) {
	d := &liveDialog{Open: true, Host: true, Code: "https://example.org/play/porte#live=" + strings.Repeat("a", 4000), Lang: i18n.English}
	q := d.offerQR()
	q.load()
	html := app.HTMLString(q)
	for _, want := range []string{`id="send-long"`, ">This address is too long for a QR code: copy it to the other device instead.</p>"} {
		if !strings.Contains(html, want) {
			t.Errorf("the dialog lacks %q:\n%s", want, html)
		}
	}
}
