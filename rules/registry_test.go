package rules_test

import (
	"slices"
	"testing"

	"impasse/internal/toy"
	"impasse/rules"
)

func TestRegistry(t *testing.T) {
	before := rules.IDs()
	g := toy.Nim{}
	id := g.Info().ID
	rules.Register(g)
	defer rules.Unregister(id)
	if got, ok := rules.Lookup(id); !ok || got.Info().ID != id {
		t.Fatalf("Lookup(%q) = %v, %v, want the game", id, got, ok)
	}
	if got, want := rules.IDs(), append(slices.Clone(before), id); !slices.Equal(got, want) {
		t.Errorf("IDs() = %v, want %v", got, want)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("registering %q twice did not panic", id)
			}
		}()
		rules.Register(g)
	}()
	rules.Unregister(id)
	if _, ok := rules.Lookup(id); ok {
		t.Errorf("Lookup(%q) found the game after Unregister", id)
	}
}
