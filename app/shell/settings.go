package shell

// Version is the app's version, set by the UI entry point.
var Version = "dev"
