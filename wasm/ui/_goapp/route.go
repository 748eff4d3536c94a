// go-app's route.go, v10.1.11 (MIT License, Copyright (c) 2016 Maxence
// Charriere), with routes by prefix instead of regular expressions: the
// page has one route, app.RouteWithRegexp("^/", …) in app/shell, and
// package regexp cost it 600 kB of wasm (97 kB brotli). A pattern here
// is "^" and a plain text, which a path must start with; any other
// pattern panics when routed, naming this file. The server (app.Handler)
// uses go-app as it is.

package app

import (
	"strings"
	"sync"
)

type router struct {
	mu               sync.RWMutex
	routes           map[string]func() Composer
	routesWithPrefix []prefixRoute
}

type prefixRoute struct {
	prefix       string
	newComponent func() Composer
}

func makeRouter() router {
	return router{
		routes: make(map[string]func() Composer),
	}
}

func (r *router) route(path string, newComponent func() Composer) {
	r.mu.Lock()
	defer r.mu.Unlock()

	r.routes[path] = newComponent
}

func (r *router) routeWithRegexp(pattern string, newComponent func() Composer) {
	prefix, ok := strings.CutPrefix(pattern, "^")
	if !ok || strings.ContainsAny(prefix, `\.+*?()|[]{}^$`) {
		panic("route " + pattern + ": the page's go-app routes by a prefix only, \"^/path\" (wasm/ui/_goapp/route.go)")
	}
	r.mu.Lock()
	defer r.mu.Unlock()

	r.routesWithPrefix = append(r.routesWithPrefix, prefixRoute{prefix: prefix, newComponent: newComponent})
}

func (r *router) routed(path string) bool {
	_, ok := r.find(path)
	return ok
}

func (r *router) createComponent(path string) (Composer, bool) {
	if newComponent, ok := r.find(path); ok {
		return newComponent(), true
	}
	return nil, false
}

// find returns the function that makes the component routed at path.
func (r *router) find(path string) (func() Composer, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()

	if newComponent, routed := r.routes[path]; routed {
		return newComponent, true
	}
	for _, rp := range r.routesWithPrefix {
		if strings.HasPrefix(path, rp.prefix) {
			return rp.newComponent, true
		}
	}
	return nil, false
}
