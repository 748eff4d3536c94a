//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main explains how to build the worker: natively there is no Web Worker
// to serve, but the package still builds so go vet and go test cover it.
func main() {
	fmt.Fprintln(os.Stderr, "the AI worker runs in a browser: build it with GOOS=js GOARCH=wasm (make web/ai.wasm)")
	os.Exit(2)
}
