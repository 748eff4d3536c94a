// The files of this folder replace go-app's files of the same name in
// its pkg/app (v10.1.11) when the Makefile builds web/app.wasm: it builds
// with build/client/go.mod, which replaces go-app by a copy of it with
// these files (go build -overlay may not replace files of the module
// cache). The page's wasm then links go-app's client without its
// server. go-app compiles app.Handler (http.go), which imports
// net/http, into the browser build too, and with net/http come
// crypto/tls, crypto/x509 and their ciphers' self-tests, run at start:
// 1.7 MB of the page's 10.7 MB of wasm, 319 kB of its 2.01 MB brotli.
// resource.go and wasm.go keep what the client uses of go-app's files
// of those names (MIT License, Copyright (c) 2016 Maxence Charriere).
//
// This file stands for go-app's http.go: nothing of it runs in a
// browser. The folder's name begins with "_", so the go command leaves
// it out of ./... patterns.

package app
