func.func @reduce_return_type(%a: index, %f: f32, %g: f64) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %g : f64
    }
  }
  return
}
