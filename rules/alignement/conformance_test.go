package alignement

import (
	"testing"

	"impasse/rules/rulestest"
)

func TestConformance(t *testing.T) {
	rulestest.Check(t, Game, rulestest.Config{Games: 40})
}
