package blocus

import (
	"testing"

	"impasse/rules/rulestest"
)

func TestLevels(t *testing.T) { rulestest.Levels(t, Game) }
