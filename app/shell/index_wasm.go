//go:build wasm

package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// puzzleIndexText returns the list of the games with puzzles that the
// server gave the page (PuzzleEnv).
func puzzleIndexText() string { return app.Getenv(PuzzleEnv) }

// lessonIndexText returns the list of the games with a lesson that the
// server gave the page (LessonEnv).
func lessonIndexText() string { return app.Getenv(LessonEnv) }
