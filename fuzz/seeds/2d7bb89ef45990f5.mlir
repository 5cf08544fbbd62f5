func @reduce_type(%a: index, %f: f32, %g: f64) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of reduce: 'f64' to be the same as result type: 'f32'}}
    scf.reduce(%g) : f64 {
    ^bb0(%x: f64, %y: f64):
      scf.reduce.return %x : f64
    }
  }
  return
}
