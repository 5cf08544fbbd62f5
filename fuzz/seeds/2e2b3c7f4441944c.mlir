// scf.parallel nested in scf.for, with a capture from the outer loop (LLVM 22 syntax).
func.func @in_for(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %m[%k, %i] : memref<?x?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%i, %k] : memref<?x?xf32>
      scf.reduce
    }
  }
  return
}
