// Multi-dimensional loops: three static dimensions (aligned blocks), two dynamic ones with
// a non-unit step, one mixed (LLVM 22 syntax).
func.func @multi(%n: index, %m: memref<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.5 : f32
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c16, %c8, %c2) step (%c1, %c1, %c1) {
    memref.store %f, %m[%i, %j, %k] : memref<?x?x?xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c1, %c0) to (%n, %n) step (%c2, %n) {
    memref.store %f, %m[%i, %j, %c0] : memref<?x?x?xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c8) step (%c1, %c2) {
    memref.store %f, %m[%i, %j, %c1] : memref<?x?x?xf32>
    scf.reduce
  }
  return
}
