package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
)

// settingsPage shows the settings (language, theme, motion, targets) and
// the app's version. It is given the settings and reports each change
// with OnChange, which keeps them.
type settingsPage struct {
	app.Compo

	Lang     i18n.Lang
	Settings Settings
	OnChange func(ctx app.Context, st Settings)

	// sound and vibrate are the sound and vibration settings, kept
	// apart (see toggle).
	sound, vibrate bool
}

// OnMount reads the sound and vibration settings.
func (p *settingsPage) OnMount(ctx app.Context) {
	p.sound, p.vibrate = soundToggle.on(ctx), vibrateToggle.on(ctx)
}

// Render draws the settings as a form.
func (p *settingsPage) Render() app.UI {
	l, st := p.Lang, p.Settings
	langs := []choice{{value: "", text: l.T("settings.langAuto")}}
	for _, x := range i18n.Langs {
		langs = append(langs, choice{value: string(x), text: x.Name()})
	}
	themes := []choice{{value: "", text: l.T("settings.themeAuto")}, {value: "light", text: l.T("settings.themeLight")}, {value: "dark", text: l.T("settings.themeDark")}}
	motions := []choice{{value: "", text: l.T("settings.motionAuto")}, {value: "off", text: l.T("settings.motionOff")}}
	return app.Section().Class("settings").Body(
		app.H2().Text(l.T("settings.title")),
		app.Div().Class("form").Body(
			selectRow(l.T("settings.language"), "set-lang", langs, st.Lang, p.choose(func(st *Settings) *string { return &st.Lang })),
			selectRow(l.T("settings.theme"), "set-theme", themes, st.Theme, p.choose(func(st *Settings) *string { return &st.Theme })),
			selectRow(l.T("settings.motion"), "set-motion", motions, st.Motion, p.choose(func(st *Settings) *string { return &st.Motion })),
			checkRow(l.T("settings.hints"), "set-targets", st.Targets, p.setTargets),
			checkRow(l.T("settings.sound"), "set-sound", p.sound, p.setSound),
			checkRow(l.T("settings.vibrate"), "set-vibrate", p.vibrate, p.setVibrate),
		),
		app.P().Class("about").Text(l.T("settings.about")),
		app.P().Class("version").Text(l.T("settings.version", version())),
	)
}

// choose returns the handler of a select that sets the field of the
// settings that field points to.
func (p *settingsPage) choose(field func(*Settings) *string) func(ctx app.Context, value string) {
	return func(ctx app.Context, value string) {
		st := p.Settings
		*field(&st) = value
		p.OnChange(ctx, st)
	}
}

// setTargets takes the "show where pieces can go" checkbox.
func (p *settingsPage) setTargets(ctx app.Context, e app.Event) {
	st := p.Settings
	st.Targets = ctx.JSSrc().Get("checked").Bool()
	p.OnChange(ctx, st)
}

// setSound takes the sounds checkbox, and plays a move's sound when
// turned on.
func (p *settingsPage) setSound(ctx app.Context, e app.Event) {
	p.sound = ctx.JSSrc().Get("checked").Bool()
	soundToggle.set(ctx, p.sound)
	if p.sound {
		playSound(soundMove)
	}
}

// setVibrate takes the vibrations checkbox, and vibrates as a move does
// when turned on.
func (p *settingsPage) setVibrate(ctx app.Context, e app.Event) {
	p.vibrate = ctx.JSSrc().Get("checked").Bool()
	vibrateToggle.set(ctx, p.vibrate)
	if p.vibrate {
		vibrate(buzzMove)
	}
}

// version returns the app's version, which the server passes to the page
// (its git describe), or "dev".
func version() string {
	if v := app.Getenv("GOAPP_VERSION"); v != "" {
		return v
	}
	return "dev"
}
