package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"impasse/app/i18n"
)

// Version is the app's version, set by the UI entry point.
var Version = "dev"

func (s *Shell) renderSettings(l i18n.Lang) app.UI {
	choice := func(id, label, cur string, values [][2]string, set func(string)) app.UI {
		var opts []app.UI
		for _, v := range values {
			opts = append(opts, app.Option().Value(v[0]).Text(v[1]).Selected(v[0] == cur))
		}
		return app.Label().Class("row").Body(
			app.Span().Text(label),
			app.Select().ID(id).Body(opts...).OnChange(func(ctx app.Context, e app.Event) {
				set(ctx.JSSrc().Get("value").String())
				s.saveSettings(ctx)
			}),
		)
	}
	langs := [][2]string{{"", l.T("settings.langAuto")}}
	for _, x := range i18n.Langs {
		langs = append(langs, [2]string{string(x), x.Name()})
	}
	return app.Section().Class("settings").Body(
		app.H2().Text(l.T("settings.title")),
		app.Div().Class("form").Body(
			choice("set-lang", l.T("settings.language"), s.settings.Lang, langs, func(v string) { s.settings.Lang = v }),
			choice("set-theme", l.T("settings.theme"), s.settings.Theme, [][2]string{
				{"", l.T("settings.themeAuto")}, {"light", l.T("settings.themeLight")}, {"dark", l.T("settings.themeDark")},
			}, func(v string) { s.settings.Theme = v }),
			choice("set-motion", l.T("settings.motion"), s.settings.Motion, [][2]string{
				{"", l.T("settings.motionAuto")}, {"off", l.T("settings.motionOff")},
			}, func(v string) { s.settings.Motion = v }),
			app.Label().Class("row", "check").Body(
				app.Input().Type("checkbox").ID("set-targets").Checked(s.settings.Targets).OnChange(func(ctx app.Context, e app.Event) {
					s.settings.Targets = ctx.JSSrc().Get("checked").Bool()
					s.saveSettings(ctx)
				}),
				app.Span().Text(l.T("settings.hints")),
			),
		),
		app.P().Class("about").Text(l.T("settings.about")),
		app.P().Class("version").Text(l.T("settings.version", Version)),
	)
}
