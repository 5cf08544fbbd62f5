// Nested parallel loops, one in an async.execute that awaits a token first (LLVM 14 syntax).
func @nested(%t0: !async.token, %n: index, %m: memref<?x?xi32>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %seven, %m[%i, %j] : memref<?x?xi32>
    }
  }
  %t = async.execute [%t0] {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %seven, %m[%i, %i] : memref<?x?xi32>
    }
    async.yield
  }
  return %t : !async.token
}
