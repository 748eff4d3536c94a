// This file stands for go-app's crypto.go, v10.1.11 (MIT License,
// Copyright (c) 2016 Maxence Charriere), whose AES-GCM serves
// Context.Encrypt and Decrypt and encrypted states, which the page never
// uses: with github.com/google/uuid replaced too (wasm/ui/_uuid), the
// page links no crypto package, 47 kB brotli, nor runs their self-tests
// at start.

package app

import "errors"

// errNoCrypto is the error of an encryption asked of the page: the
// standard library's, since go-app's errors.New looks up its caller,
// which at package init cost the page 24 ms of a phone's start.
var errNoCrypto = errors.New("the page's go-app has no encryption (wasm/ui/_goapp/crypto.go)")

func encrypt(key string, v []byte) ([]byte, error) { return nil, errNoCrypto }

func decrypt(key string, v []byte) ([]byte, error) { return nil, errNoCrypto }
