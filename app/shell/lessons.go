package shell

import (
	"encoding/json"
	"errors"
	"slices"

	"impasse/rules"
	"impasse/rules/lesson"
)

// This file is the lessons' logic, apart from their page (lessonpage.go):
// which games have a lesson, a lesson being followed (course) and what
// the device keeps of the lessons followed. A lesson is data (package
// lesson): its steps' positions, the moves each wants and what to say.

// LessonEnv is the name of the page's environment variable (app.Getenv)
// that lists the games with a lesson and how many steps each has
// (LessonIndex): the page learns them without fetching, and offers
// lessons for those games only.
const LessonEnv = "IMPASSE_LESSONS"

// LessonFile returns the path of the lesson file of game id, which the
// page fetches.
func LessonFile(id string) string { return "/web/lessons/" + id + ".txt" }

// lessonGames returns the games with a lesson, in the order the games
// are registered, with how many steps each has.
func lessonGames() []gameCount {
	var out []gameCount
	for _, c := range parseGameCounts(lessonIndexText()) {
		if _, ok := rules.Lookup(c.ID); ok {
			out = append(out, c)
		}
	}
	return out
}

// hasLesson reports whether game id has a lesson file.
func hasLesson(id string) bool {
	return slices.ContainsFunc(lessonGames(), func(c gameCount) bool { return c.ID == id })
}

// keyLessons is where the device keeps the lessons followed.
const keyLessons = "impasse.lessons"

// lessonsVersion is the version of the form of the lessons kept.
const lessonsVersion = 1

// lessonProgress is what the device keeps of the lessons: the step each
// lesson was left at (its number of steps once at the game that ends
// it), and the lessons finished.
type lessonProgress struct {
	At   map[string]int `json:"at"`
	Done []string       `json:"done"`
}

// savedLessons is lessonProgress as kept, with its version.
type savedLessons struct {
	V int `json:"v"`
	lessonProgress
}

// errLessons reports lessons kept in a form the app cannot read.
var errLessons = errors.New("the lessons followed could not be read")

// newLessonProgress returns the progress of a device that followed no
// lesson.
func newLessonProgress() lessonProgress {
	return lessonProgress{At: map[string]int{}, Done: []string{}}
}

// decodeLessons reads the lessons kept as JSON. Text that is not of this
// version, or with a step before the first, gives errLessons and no
// progress.
func decodeLessons(raw string) (lessonProgress, error) {
	var sl savedLessons
	if err := json.Unmarshal([]byte(raw), &sl); err != nil || sl.V != lessonsVersion {
		return newLessonProgress(), errLessons
	}
	p := newLessonProgress()
	for id, at := range sl.At {
		if id == "" || at < 0 {
			return newLessonProgress(), errLessons
		}
		p.At[id] = at
	}
	for _, id := range sl.Done {
		if id == "" {
			return newLessonProgress(), errLessons
		}
		if !p.done(id) {
			p.Done = append(p.Done, id)
		}
	}
	return p, nil
}

// encode writes p as decodeLessons reads it, the lessons finished
// sorted.
func (p lessonProgress) encode() string {
	sl := savedLessons{V: lessonsVersion, lessonProgress: lessonProgress{At: p.At, Done: slices.Sorted(slices.Values(p.Done))}}
	if sl.At == nil {
		sl.At = map[string]int{}
	}
	if sl.Done == nil {
		sl.Done = []string{}
	}
	b, _ := json.Marshal(sl)
	return string(b)
}

// done reports whether the lesson of game id is finished.
func (p lessonProgress) done(id string) bool { return slices.Contains(p.Done, id) }

// course is a lesson being followed: the step shown, its position, and
// whether its right move has been played.
type course struct {
	game   rules.Game
	lesson *lesson.Lesson
	// at is the step shown; len(lesson.Steps) is the game that ends the
	// lesson.
	at int
	// start is the step's position, or nil when the step does not hold
	// in its game (bad says why: lesson.Step.Check).
	start rules.State
	bad   error
	// right is set once the step's right move is played: last.
	right bool
	last  rules.Move
	// missed counts the wrong moves tried at this step.
	missed int
	// anew is set when the step, opened as the next one, does not
	// follow from where the person left the step before (the right
	// move they played was not the one the lesson goes on from, or the
	// step is another game): its board is set anew.
	anew bool
}

// newCourse follows lesson l of game g from step at (the game that ends
// it when at is past the last step).
func newCourse(g rules.Game, l *lesson.Lesson, at int) *course {
	c := &course{game: g, lesson: l}
	c.open(at)
	return c
}

// open shows step i from its position.
func (c *course) open(i int) {
	var left rules.State // where the person left the step before
	if c.right && i == c.at+1 {
		left = c.state()
	}
	c.at = min(max(i, 0), len(c.lesson.Steps))
	c.start, c.bad, c.right, c.missed, c.anew = nil, nil, false, 0, false
	if s := c.step(); s != nil {
		c.start, c.bad = s.Check(c.game)
		c.anew = left != nil && c.start != nil && !s.Follows(c.game, left)
	}
}

// step returns the step shown, or nil at the game that ends the lesson.
func (c *course) step() *lesson.Step {
	if c.at >= len(c.lesson.Steps) {
		return nil
	}
	return &c.lesson.Steps[c.at]
}

// finished reports whether every step is behind: the lesson is at the
// game that ends it.
func (c *course) finished() bool { return c.at == len(c.lesson.Steps) }

// waiting reports whether the step waits for the person's move.
func (c *course) waiting() bool { return c.start != nil && !c.right }

// state returns the position on the board: the step's, or after its
// right move.
func (c *course) state() rules.State {
	if c.start == nil || !c.right {
		return c.start
	}
	return rules.After(c.start, c.last)
}

// try judges move m at the step's position: a right move is played, any
// other is not and counts as missed. It returns what to say of it.
func (c *course) try(m rules.Move) (right bool, say lesson.Text) {
	if !c.waiting() || !rules.IsLegal(c.start, m) {
		return false, lesson.Text{}
	}
	right, say = c.step().Answer(c.start, m)
	if right {
		c.right, c.last = true, m
	} else {
		c.missed++
	}
	return right, say
}

// again takes the step's move back.
func (c *course) again() { c.open(c.at) }
