package main

// The games the worker plays: every game built into Impasse. This import
// is alone in its file so that impasse sizes can build the worker without
// it and measure what the games cost.
import _ "impasse/games"
