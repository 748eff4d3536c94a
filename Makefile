# Impasse — build, test and serve.
#   make run     build everything and serve the app on http://127.0.0.1:8000
#   make test    every test: vet, unit, conformance, fuzz (briefly), browser
#   make bench   benchmarks, native and wasm
#   make site BASE=/name/   the app as a static site for a host, in dist/,
#                each compressible file also as .br and .gz
#   make sizes   download sizes, raw, gzip and brotli, and both wasm against
#                their budgets, with what a game costs in each
#   make loadtime  loads to a playable board as a desktop and as phones
#   make loadtrace where a phone's start goes: the code it runs, by package
#   make icons   redraw web/icons
#   make fuzz    every fuzz target for FUZZTIME (60 s) each
#   make deadcode  the functions that no program or test reaches
#   make soak    SOAKRANDOM random games and SOAKAI level-SOAKLEVEL games
#                of every game through the conformance checks, with the
#                games played per second

GO      ?= go
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X main.version=$(VERSION)
# Every go command here builds with -trimpath, as the programs must (no
# path of this machine in them): vet, the tests and the builds then share
# the compiled packages in Go's build cache, which a fresh CI machine
# otherwise compiles twice.
export GOFLAGS := -trimpath $(GOFLAGS)
# make test runs every fuzz target briefly: FUZZTIME each, fewer inputs
# for the targets slow per input (FUZZSLOWTIME: whole games, the server's
# pages, GTP sessions, friends' links; FUZZMIDTIME: saved games,
# settings, lessons checked in their games). make fuzz on its own runs
# them all long.
ifneq ($(filter fuzz,$(MAKECMDGOALS)),)
FUZZTIME     ?= 60s
FUZZSLOWTIME ?= 60s
FUZZMIDTIME  ?= 60s
endif
FUZZTIME     ?= 10000x
FUZZSLOWTIME ?= 100x
FUZZMIDTIME  ?= 1000x

# The site's base path (make site BASE=/name/) and output directory.
BASE     ?= /
SITE_OUT ?= dist
# Where the app is served by make run.
ADDR     ?= 127.0.0.1:8000
CHROMIUM ?= /usr/bin/chromium
# sudo when not root (a fresh Debian machine or a CI runner).
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# The go.mod the page's wasm is built with (see its rule below).
GOAPP      := github.com/maxence-charriere/go-app/v10
CLIENT_MOD := build/client/go.mod

.PHONY: all build wasm run site sizes icons screenshots loadtime loadtrace test vet deadcode unit fuzz soak e2e bench bench-native bench-wasm clean

all: build

build: bin/impasse wasm

bin/impasse: FORCE
	$(GO) build -ldflags "$(LDFLAGS)" -o $@ ./cmd/impasse

# The two WebAssembly programs: the user interface (go-app) and the AI
# Web Worker (rules and search, no go-app). go build is incremental, so
# FORCE costs little. go-app serves Go's wasm_exec.js itself at
# /wasm_exec.js, and web/ai-worker.js loads it from there: no copy needed.
wasm: web/app.wasm web/ai.wasm

web/app.wasm: FORCE $(CLIENT_MOD)
	GOOS=js GOARCH=wasm $(GO) build -modfile $(CLIENT_MOD) -ldflags "-s -w" -o $@ ./wasm/ui

web/ai.wasm: FORCE
	GOOS=js GOARCH=wasm $(GO) build -ldflags "-s -w" -o $@ ./wasm/worker

FORCE:

# The page's wasm is built against go-app's client only: go-app compiles
# its server (app.Handler, and through net/http crypto/tls and x509, with
# their ciphers' self-tests run at start) into the browser build too,
# 319 kB of 2.01 MB brotli; and its routes by regular expression, its
# encryption and its UUIDs link regexp and crypto, 145 kB more. CLIENT_MOD
# is this module's go.mod with go-app replaced by a copy of the version it
# names, in build/, whose files named in wasm/ui/_goapp/ are replaced by
# those (see http.go, route.go and crypto.go there), and
# github.com/google/uuid by wasm/ui/_uuid. The native command, the worker
# and the tests use go-app as it is.
$(CLIENT_MOD): go.mod go.sum $(wildcard wasm/ui/_goapp/*.go wasm/ui/_uuid/*)
	rm -rf build/client && mkdir -p build/client
	cp -R "$$($(GO) mod download -json $(GOAPP) | sed -n 's/^\t"Dir": "\(.*\)",$$/\1/p')" build/client/go-app
	chmod -R u+w build/client/go-app
	cp wasm/ui/_goapp/*.go build/client/go-app/pkg/app/
	cp -R wasm/ui/_uuid build/client/uuid
	cp go.sum build/client/go.sum
	$(GO) mod edit -replace $(GOAPP)=./build/client/go-app -replace github.com/google/uuid=./build/client/uuid -print > $@

run: build
	bin/impasse serve -addr $(ADDR)

site: build
	bin/impasse site -out $(SITE_OUT) -base $(BASE)

sizes: build
	bin/impasse sizes -modfile $(CLIENT_MOD)

icons:
	$(GO) run ./cmd/icons -out web/icons

test: vet unit fuzz e2e

# The checkers, at pinned versions, installed from the module proxy into
# bin/tools/ on first use.
STATICCHECK_VERSION := v0.8.2
DEADCODE_VERSION    := v0.52.0
STATICCHECK := bin/tools/staticcheck-$(STATICCHECK_VERSION)/staticcheck
DEADCODE    := bin/tools/deadcode-$(DEADCODE_VERSION)/deadcode

$(STATICCHECK):
	GOBIN=$(CURDIR)/$(@D) $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)

$(DEADCODE):
	GOBIN=$(CURDIR)/$(@D) $(GO) install golang.org/x/tools/cmd/deadcode@$(DEADCODE_VERSION)

# gofmt, go vet natively and for the browser's WebAssembly, staticcheck.
vet: $(STATICCHECK)
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...
	$(STATICCHECK) ./...

# Functions that no program or test reaches: not part of make test, as
# one may be kept on purpose; fails when deadcode finds any.
deadcode: $(DEADCODE)
	@out=$$($(DEADCODE) -test ./...) || exit 1; if [ -n "$$out" ]; then echo "$$out"; exit 1; fi

# The client's go.mod first: TestDeps checks what the page links with it.
unit: $(CLIENT_MOD)
	$(GO) test -count=1 ./...

# Every fuzz target of every package, found by name (go test -list), as
# a line per package: the package, then its targets. Each package's test
# binary is built once, instrumented for fuzzing, and run in the
# package's directory for each of its targets, with the corpus where go
# test -fuzz keeps it.
fuzz:
	@set -e; packages=$$($(GO) test -list '^Fuzz' ./... | \
		awk '/^Fuzz/ { t = t " " $$1 } /^ok/ { if (t != "") print $$2 t; t = "" }'); \
	[ -n "$$packages" ] || { echo "no fuzz target found"; exit 1; }; \
	bin=$$(mktemp); trap 'rm -f "$$bin"' EXIT; cache=$$($(GO) env GOCACHE)/fuzz; \
	echo "$$packages" | while read -r pkg names; do \
		$(GO) test -c -fuzz=. -o $$bin $$pkg; dir=$$($(GO) list -f '{{.Dir}}' $$pkg); \
		for name in $$names; do \
			time=$(FUZZTIME); case $$name in \
				FuzzPlay*|FuzzGuard|FuzzGTP|FuzzFriendLink) time=$(FUZZSLOWTIME);; \
				FuzzLoadSaved|FuzzSettings|FuzzLessonCheck) time=$(FUZZMIDTIME);; \
			esac; \
			echo "fuzz $$pkg $$name ($$time)"; \
			(cd $$dir && $$bin -test.run='^$$' -test.fuzz="^$$name\$$" -test.fuzztime=$$time \
				-test.fuzzminimizetime=3s -test.fuzzcachedir=$$cache/$$pkg -test.timeout=10m); \
		done; \
	done

# Soak: whole games by the hundred thousand (see cmd/impasse/soak_test.go);
# not part of make test.
SOAKRANDOM ?= 100000
SOAKAI     ?= 1000
SOAKLEVEL  ?= 1
soak:
	$(GO) test -count=1 -timeout=0 -v -run='^TestSoak$$' ./cmd/impasse \
		-soak -soak.random=$(SOAKRANDOM) -soak.ai=$(SOAKAI) -soak.level=$(SOAKLEVEL)

bench: bench-native bench-wasm

bench-native:
	$(GO) test -run='^$$' -bench=. -benchtime=1s ./rules/... ./ai/...

# The same benchmarks compiled to WebAssembly and run by Go's wasm runner
# under Node.js, so the wasm/native ratio is known.
bench-wasm:
	PATH="$$($(GO) env GOROOT)/lib/wasm:$$PATH" GOOS=js GOARCH=wasm \
		$(GO) test -run='^$$' -bench=. -benchtime=1s $(BENCH_PKGS)

# The packages with benchmarks, found by name.
BENCH_PKGS = $(shell grep -rl --include='*_test.go' '^func Benchmark' rules ai | xargs -n1 dirname | sort -u | sed 's|^|./|')

# Browser tests: the system Chromium driven by playwright-core, against
# bin/impasse serve and a site built for /impasse-test/ (its files
# compressed at brotli 5, in seconds: the tests do not weigh them).
E2E_SITE := e2e/artifacts/site

e2e: build $(CHROMIUM) e2e/node_modules/.package-lock.json
	bin/impasse site -out $(E2E_SITE) -base /impasse-test/ -brotli 5
	cd e2e && CHROMIUM=$(CHROMIUM) SITE_DIR=artifacts/site node run.mjs

# Debian's Chromium (never a browser download); the install is retried
# once, as the first one sometimes trips on the package cache.
$(CHROMIUM):
	$(SUDO) apt-get update
	$(SUDO) apt-get install -y --no-install-recommends chromium fonts-dejavu-core || \
		$(SUDO) apt-get install -y --no-install-recommends chromium fonts-dejavu-core

e2e/node_modules/.package-lock.json: e2e/package.json e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund

# Loads to a playable board, the site (files compressed ahead, brotli 11)
# served on localhost as a static host would: a desktop, a phone with
# nothing slowed (the reference), phones on 4G and slow 4G with a CPU 4x
# slower; LOADRUNS cold loads each, their medians (make loadtime
# PROFILES="4g" LOADRUNS=3 for one profile).
# LOADTRACE=FILE also traces the first cold load into FILE (loadtrace).
LOADRUNS ?= 5
PROFILES ?=
LOADTRACE ?=
loadtime: build $(CHROMIUM) e2e/node_modules/.package-lock.json
	$(MAKE) --no-print-directory site BASE=/ SITE_OUT=build/loadtime-site
	@bin/impasse serve -addr 127.0.0.1:8766 -dir build/loadtime-site >/dev/null & pid=$$!; sleep 1; \
		(cd e2e && CHROMIUM=$(CHROMIUM) LOADTRACE=$(LOADTRACE) node loadtime.mjs http://127.0.0.1:8766/ $(LOADRUNS) $(PROFILES)); status=$$?; \
		kill $$pid; exit $$status

# Where a phone's start goes: one cold load on 4G with a CPU 4x slower,
# traced (build/loadtrace.json, for Chrome's performance panel), and the
# code the page compiled before its board played, by package: the browser
# compiles each wasm function on its first call. The names come from the
# same page built with them (build/app-named.wasm).
loadtrace:
	$(MAKE) --no-print-directory loadtime LOADRUNS=1 PROFILES=4g LOADTRACE=$(CURDIR)/build/loadtrace.json
	GOOS=js GOARCH=wasm $(GO) build -modfile $(CLIENT_MOD) -o build/app-named.wasm ./wasm/ui
	bin/impasse sizes -dir build/loadtime-site/web -startup build/loadtrace.json -names build/app-named.wasm

# The README's screenshots, taken by playing a few moves against level 2.
screenshots: build $(CHROMIUM) e2e/node_modules/.package-lock.json
	@bin/impasse serve -addr 127.0.0.1:8765 >/dev/null & pid=$$!; sleep 1; \
		(cd e2e && CHROMIUM=$(CHROMIUM) node screenshots.mjs http://127.0.0.1:8765/ ../docs); status=$$?; \
		kill $$pid; exit $$status

clean:
	rm -rf bin dist build web/app.wasm web/ai.wasm e2e/artifacts
