// A parallel loop inside a parallel loop, inside an scf.if, and one in an async.execute
// (LLVM 22 syntax).
func.func @nested(%c: i1, %n: index, %m: memref<?x?xi32>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  scf.if %c {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      scf.parallel (%j) = (%c0) to (%i) step (%c1) {
        memref.store %seven, %m[%i, %j] : memref<?x?xi32>
        scf.reduce
      }
      scf.reduce
    }
  }
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %seven, %m[%i, %i] : memref<?x?xi32>
      scf.reduce
    }
    async.yield
  }
  return %t : !async.token
}
