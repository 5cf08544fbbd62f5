func.func @reduce_arguments(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}
