//go:build !wasm

package main

import (
	"bytes"
	"compress/gzip"
	"mime"
	"path"
	"strings"

	"github.com/andybalholm/brotli"
)

// Content types, so that every host-independent detail is right: wasm
// must be application/wasm for streaming compilation.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "application/xml",
}

func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// compressible reports whether a content type gains from compression.
func compressible(ctype string) bool {
	t, _, _ := strings.Cut(ctype, ";")
	t = strings.TrimSpace(t)
	return strings.HasPrefix(t, "text/") || t == "application/wasm" || t == "application/javascript" ||
		t == "application/json" || t == "application/manifest+json" || t == "image/svg+xml" || t == "application/xml"
}

// minCompress is the size under which a body is sent as it is.
const minCompress = 256

// The encodings a file may be stored or sent in, with the suffix of the
// file that holds it precompressed (name.br, name.gz), best first.
var encodings = []struct{ name, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// gzipBytes returns data compressed with gzip -9.
func gzipBytes(data []byte) []byte {
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression) // a valid level: no error
	w.Write(data)                                         // a bytes.Buffer: no error
	w.Close()
	return b.Bytes()
}

// brotliWindow is the base-2 logarithm of the window brotli compresses
// with: 24, the largest the format allows (16 MB) and the brotli tool's
// own default. The library's default of 22 (4 MB) cannot look back
// across a 10 MB wasm file, and costs the page some 28 kB.
const brotliWindow = 24

// windowFor returns the window brotli compresses n bytes with: the
// smallest that holds them (a larger one finds nothing more, and the
// encoder clears tables the window's size), at most brotliWindow.
func windowFor(n int) int {
	lgwin := 10 // the format's smallest
	for lgwin < brotliWindow && 1<<lgwin-16 < n {
		lgwin++
	}
	return lgwin
}

// brotliBytes returns data compressed with brotli at quality (0 to 11).
func brotliBytes(data []byte, quality int) []byte {
	var b bytes.Buffer
	w := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: quality, LGWin: windowFor(len(data))})
	w.Write(data) // a bytes.Buffer: no error
	w.Close()
	return b.Bytes()
}

// compress returns data in the encoding ("br" at brotli quality, or
// "gzip" at its highest level).
func compress(data []byte, encoding string, quality int) []byte {
	if encoding == "br" {
		return brotliBytes(data, quality)
	}
	return gzipBytes(data)
}
