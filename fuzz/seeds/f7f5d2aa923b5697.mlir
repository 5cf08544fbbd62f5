// Inside an scf.for (the loop's induction variable is captured) and an async.execute.




func @nested(%buf: memref<?xf32>, %n: index) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %k = %c0 to %c3 step %c1 {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %x = arith.index_cast %k : index to i64
      %f = arith.sitofp %x : i64 to f32
      memref.store %f, %buf[%i] : memref<?xf32>
    }
  }
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %v = memref.load %buf[%i] : memref<?xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %buf[%i] : memref<?xf32>
    }
    async.yield
  }
  return %t : !async.token
}
