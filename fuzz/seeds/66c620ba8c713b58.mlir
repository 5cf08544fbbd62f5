// Verifier and parse errors of the ops async programs carry (vector.print, linalg.fill,
// math, memref.global/get_global/copy/subview, scf.parallel/reduce/index_switch,
// cf.switch), in LLVM-22 syntax.

func.func @print_memref(%m: memref<4xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'memref<4xf32>'}}
  vector.print %m : memref<4xf32>
  return
}
