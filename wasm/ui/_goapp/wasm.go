// go-app's wasm.go, v10.1.11 (MIT License, Copyright (c) 2016 Maxence
// Charriere), without GenerateStaticWebsite, which only panics in a
// browser and names app.Handler.

//go:build wasm

package app

func wasmExecJS() string {
	return ""
}
