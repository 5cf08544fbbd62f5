func @entry() {
  %f = arith.constant 123.456 : f32
  %d = arith.constant 1.0e20 : f64
  %i = arith.constant -5 : i64
  %b = arith.constant true
  %w = arith.constant 255 : i8
  %x = arith.constant 42 : index
  %v = arith.constant dense<[1.0, 2.5, 3.0]> : vector<3xf32>
  %vi = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  "vector.print"(%f) : (f32) -> ()
  "vector.print"(%d) : (f64) -> ()
  "vector.print"(%i) : (i64) -> ()
  "vector.print"(%b) : (i1) -> ()
  "vector.print"(%w) : (i8) -> ()
  "vector.print"(%x) : (index) -> ()
  "vector.print"(%v) : (vector<3xf32>) -> ()
  "vector.print"(%vi) : (vector<2x2xi32>) -> ()
  %four = arith.constant 16.0 : f64
  %s = "math.sqrt"(%four) : (f64) -> f64
  "vector.print"(%s) : (f64) -> ()
  %e = "math.powf"(%four, %four) : (f64, f64) -> f64
  "vector.print"(%e) : (f64) -> ()
  %neg = arith.constant -2.5 : f32
  %a = "math.absf"(%neg) : (f32) -> f32
  "vector.print"(%a) : (f32) -> ()
  %fl = "math.floor"(%neg) : (f32) -> f32
  "vector.print"(%fl) : (f32) -> ()
  %z = "math.ctlz"(%w) : (i8) -> i8
  "vector.print"(%z) : (i8) -> ()
  return
}

func @unknown() {
  %r = "foo.bar"() : () -> i32
  return
}
