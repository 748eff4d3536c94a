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

	// sound is the sound setting, kept apart (see keySound).
	sound bool
}

// OnMount reads the sound setting.
func (p *settingsPage) OnMount(ctx app.Context) { p.sound = soundOn(ctx) }

// Render draws the settings as a form.
func (p *settingsPage) Render() app.UI {
	l, st := p.Lang, p.Settings
	langs := []app.UI{app.Option().Value("").Selected(st.Lang == "").Text(l.T("settings.langAuto"))}
	for _, x := range i18n.Langs {
		langs = append(langs, app.Option().Value(string(x)).Selected(st.Lang == string(x)).Text(x.Name()))
	}
	return app.Section().Class("settings").Body(
		app.H2().Text(l.T("settings.title")),
		app.Div().Class("form").Body(
			app.Label().Class("row").Body(
				app.Span().Text(l.T("settings.language")),
				app.Select().ID("set-lang").OnChange(p.choose(func(st *Settings) *string { return &st.Lang })).Body(langs...),
			),
			app.Label().Class("row").Body(
				app.Span().Text(l.T("settings.theme")),
				app.Select().ID("set-theme").OnChange(p.choose(func(st *Settings) *string { return &st.Theme })).Body(
					app.Option().Value("").Selected(st.Theme == "").Text(l.T("settings.themeAuto")),
					app.Option().Value("light").Selected(st.Theme == "light").Text(l.T("settings.themeLight")),
					app.Option().Value("dark").Selected(st.Theme == "dark").Text(l.T("settings.themeDark")),
				),
			),
			app.Label().Class("row").Body(
				app.Span().Text(l.T("settings.motion")),
				app.Select().ID("set-motion").OnChange(p.choose(func(st *Settings) *string { return &st.Motion })).Body(
					app.Option().Value("").Selected(st.Motion == "").Text(l.T("settings.motionAuto")),
					app.Option().Value("off").Selected(st.Motion == "off").Text(l.T("settings.motionOff")),
				),
			),
			app.Label().Class("row", "check").Body(
				app.Input().Type("checkbox").ID("set-targets").Checked(st.Targets).OnChange(p.setTargets),
				app.Span().Text(l.T("settings.hints")),
			),
			app.Label().Class("row", "check").Body(
				app.Input().Type("checkbox").ID("set-sound").Checked(p.sound).OnChange(p.setSound),
				app.Span().Text(l.T("settings.sound")),
			),
		),
		app.P().Class("about").Text(l.T("settings.about")),
		app.P().Class("version").Text(l.T("settings.version", version())),
	)
}

// choose returns the handler of a select that sets the field of the
// settings that field points to.
func (p *settingsPage) choose(field func(*Settings) *string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		st := p.Settings
		*field(&st) = ctx.JSSrc().Get("value").String()
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
	setSound(ctx, p.sound)
	if p.sound {
		playSound(soundMove)
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
