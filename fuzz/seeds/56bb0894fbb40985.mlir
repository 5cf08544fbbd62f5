// Verifier and parse errors of the ops async programs carry (vector.print, linalg.fill,
// math, memref.global/get_global/copy/subview, scf.parallel/reduce, switch), in LLVM-14
// syntax.

func @fill_element(%c: f32, %m: memref<4xi32>) {
  // expected-error@+1 {{'linalg.fill' op expects fill type to match view elemental type}}
  linalg.fill(%c, %m) : f32, memref<4xi32>
  return
}
