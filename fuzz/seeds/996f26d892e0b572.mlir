// A parallel loop nested in another: both are rewritten.




func.func @parallel_in_parallel(%buf: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %v = arith.constant 1.0 : f32
      memref.store %v, %buf[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
