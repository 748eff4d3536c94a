package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A toggle is a setting that is off until the person turns it on (the
// sounds, the vibrations), kept in local storage under its own key,
// apart from the other settings.
type toggle string

// The toggles.
const (
	soundToggle   toggle = "impasse.sound"
	vibrateToggle toggle = "impasse.vibrate"
)

// on reports whether the person turned t on.
func (t toggle) on(ctx app.Context) bool {
	var on bool
	if err := ctx.LocalStorage().Get(string(t), &on); err != nil {
		return false
	}
	return on
}

// set turns t on or off, for good.
func (t toggle) set(ctx app.Context, on bool) {
	_ = ctx.LocalStorage().Set(string(t), on) // a full storage: the setting lasts the page
}

// A sound is a few notes: their pitches in hertz, each played for the
// same short time.
type sound []float64

// The sounds of the game page.
var (
	soundMove = sound{660}
	soundTake = sound{784, 392}
	soundEnd  = sound{523, 659, 784}
)

// noteTime is how long each note of a sound lasts, in seconds.
const noteTime = 0.09

// audio is the page's audio context, made at the first sound (a
// browser allows it only after the person has clicked or pressed a
// key, as they have by then).
var audio app.Value

// playSound plays a sound, made in the page: a soft sine wave per note
// that fades out. A browser without Web Audio stays silent.
func playSound(s sound) {
	if audio == nil {
		ac := app.Window().Get("AudioContext")
		if !ac.Truthy() {
			return
		}
		audio = ac.New()
	}
	t := audio.Get("currentTime").Float()
	for i, hz := range s {
		start := t + float64(i)*noteTime
		osc := audio.Call("createOscillator")
		gain := audio.Call("createGain")
		osc.Get("frequency").Set("value", hz)
		g := gain.Get("gain")
		g.Call("setValueAtTime", 0.15, start)
		g.Call("exponentialRampToValueAtTime", 0.001, start+noteTime)
		osc.Call("connect", gain)
		gain.Call("connect", audio.Get("destination"))
		osc.Call("start", start)
		osc.Call("stop", start+noteTime)
	}
}
