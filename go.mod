module impasse

go 1.26
