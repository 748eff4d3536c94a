package buchholz

import "testing"

func TestSquareNames(t *testing.T) {
	for _, c := range []struct {
		col, row int
		name     string
	}{{0, 0, "A1"}, {4, 1, "E2"}, {11, 11, "L12"}, {7, 9, "H10"}} {
		sq := Sq(c.col, c.row)
		if got := sq.String(); got != c.name {
			t.Errorf("Sq(%d, %d).String() = %q, want %q", c.col, c.row, got, c.name)
		}
		got, err := ParseSquare(c.name)
		if err != nil || got != sq {
			t.Errorf("ParseSquare(%q) = %v, %v, want %v", c.name, got, err, sq)
		}
	}
	for _, bad := range []string{"", "A", "A0", "M1", "A13", "a01", "A+1", "A-1", "1A", "AA", "A1x", "Ä1"} {
		if sq, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) = %v, want an error", bad, sq)
		}
	}
	if got, err := ParseSquare("e2"); err != nil || got != Sq(4, 1) {
		t.Errorf("ParseSquare(%q) = %v, %v, want E2", "e2", got, err)
	}
}

// The circles are the centres of the regions: B2, E2, H2, K2, B5 … K11.
func TestCircles(t *testing.T) {
	c := Circles()
	if got := c[0].String() + " " + c[1].String() + " " + c[3].String() + " " + c[4].String() + " " + c[15].String(); got != "B2 E2 K2 B5 K11" {
		t.Errorf("circles = %s, want B2 E2 K2 B5 K11", got)
	}
	n := 0
	for sq := Square(0); sq < Size*Size; sq++ {
		if sq.IsCircle() {
			n++
			if Circle(sq.Region()) != sq {
				t.Errorf("%v is a circle but its region's circle is %v", sq, Circle(sq.Region()))
			}
		}
	}
	if n != 16 {
		t.Errorf("got %d circles, want 16", n)
	}
	for _, c := range []struct {
		sq     string
		region int
	}{{"A1", 0}, {"C3", 0}, {"D1", 1}, {"L1", 3}, {"A4", 4}, {"L12", 15}, {"E8", 9}} {
		sq, _ := ParseSquare(c.sq)
		if got := sq.Region(); got != c.region {
			t.Errorf("%s.Region() = %d, want %d", c.sq, got, c.region)
		}
	}
}

func TestKindLetters(t *testing.T) {
	for _, k := range []Kind{Cylinder, Triangle, Block} {
		got, ok := KindOf(k.Letter())
		if !ok || got != k {
			t.Errorf("KindOf(%q) = %v, %v, want %v", k.Letter(), got, ok, k)
		}
	}
	if _, ok := KindOf('x'); ok {
		t.Error("KindOf('x') is a kind")
	}
}

func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{"A1", "L12", "e2", "M1", "A0", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		sq, err := ParseSquare(name)
		if err != nil {
			return
		}
		if back, err := ParseSquare(sq.String()); err != nil || back != sq {
			t.Errorf("ParseSquare(%q) = %v, which reads back as %v, %v", name, sq, back, err)
		}
	})
}
