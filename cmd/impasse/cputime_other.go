//go:build !unix && !wasm

package main

import "time"

var started = time.Now()

// cpuTime returns the time since the start, where processor time is not
// available.
func cpuTime() time.Duration { return time.Since(started) }
