# Impasse — build, test and serve.
#   make run     build everything and serve the app on http://127.0.0.1:8000
#   make test    every test: vet, unit, conformance, fuzz (briefly), browser
#   make bench   benchmarks, native and wasm

GO      ?= go
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X main.version=$(VERSION)
FUZZTIME ?= 5s

# Every fuzz target, as package:Target.
FUZZ_TARGETS := \
	./rules:FuzzParseRecord \
	./rules/blokusduo:FuzzParseMove \
	./rules/blokusduo:FuzzParseSGF

.PHONY: all build test vet unit fuzz bench bench-native bench-wasm clean

all: build

build: bin/impasse

bin/impasse: FORCE
	$(GO) build -trimpath -ldflags "$(LDFLAGS)" -o $@ ./cmd/impasse

FORCE:

test: vet unit fuzz

vet:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...

unit:
	$(GO) test -count=1 ./...

fuzz:
	@set -e; for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		echo "fuzz $$pkg $$name ($(FUZZTIME))"; \
		$(GO) test -run='^$$' -fuzz="^$$name\$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=3s $$pkg; \
	done

bench: bench-native bench-wasm

bench-native:
	$(GO) test -run='^$$' -bench=. -benchtime=1s ./rules/... ./ai/...

# The same benchmarks compiled to WebAssembly and run by Go's wasm runner
# under Node.js, so the wasm/native ratio is known.
bench-wasm:
	PATH="$$($(GO) env GOROOT)/lib/wasm:$$PATH" GOOS=js GOARCH=wasm \
		$(GO) test -run='^$$' -bench=. -benchtime=1s ./rules/blokusduo ./ai

clean:
	rm -rf bin dist build
