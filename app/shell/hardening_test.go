//go:build !wasm

package shell

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestSecurityHeaders checks that every answer of the app's handler
// carries the security headers, and that its pages carry the policy in
// a <meta> element too, for static hosts that send no header.
func TestSecurityHeaders(t *testing.T) {
	h := Handler("v1")
	for _, p := range []string{"/", "/play/blockade", "/no/such/page", "/app.js", "/app-worker.js", "/manifest.webmanifest"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, p, nil))
		for k, want := range map[string]string{
			"Content-Security-Policy": ContentSecurityPolicy + "; frame-ancestors 'none'",
			"X-Content-Type-Options":  "nosniff",
			"Referrer-Policy":         "no-referrer",
			"X-Frame-Options":         "DENY",
		} {
			if got := rec.Header().Get(k); got != want {
				t.Errorf("GET %s (%d): %s got %q, want %q", p, rec.Code, k, got, want)
			}
		}
		if strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
			meta := `<meta http-equiv="Content-Security-Policy" content="` + ContentSecurityPolicy + `">`
			if !strings.Contains(rec.Body.String(), meta) {
				t.Errorf("GET %s: the page has no %s", p, meta)
			}
		}
	}
}

// TestContentSecurityPolicy checks the policy's promises: nothing from
// another origin, WebAssembly without JavaScript's eval, scripts only
// from files (no inline script allowed), no framing
// directive in the <meta> form (browsers ignore it there and say so).
func TestContentSecurityPolicy(t *testing.T) {
	for _, bad := range []string{"http:", "https:", "*", "'unsafe-eval'", "data:", "blob:", "frame-ancestors"} {
		for _, d := range strings.Split(ContentSecurityPolicy, ";") {
			for _, src := range strings.Fields(d)[1:] {
				if src == bad {
					t.Errorf("directive %q allows %s", strings.TrimSpace(d), bad)
				}
			}
			if strings.Fields(d)[0] == bad {
				t.Errorf("the <meta> policy has %s", bad)
			}
		}
	}
	for _, want := range []string{"default-src 'self';", "script-src 'self' 'wasm-unsafe-eval';", "worker-src 'self';", "object-src 'none';"} {
		if !strings.Contains(ContentSecurityPolicy, want) {
			t.Errorf("policy %q lacks %q", ContentSecurityPolicy, want)
		}
	}
}
