// Zero-trip and multi-dimensional loops with static and dynamic bounds (LLVM 14 syntax).
func @shapes(%n: index, %m: memref<?x?xi64>, %z: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %c24 = arith.constant 24 : index
  scf.parallel (%i) = (%c3) to (%c3) step (%c1) {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%i, %i] : memref<?x?xi64>
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c24, %c9) step (%c3, %c1) {
    %x = arith.index_cast %j : index to i64
    memref.store %x, %m[%i, %j] : memref<?x?xi64>
  }
  scf.parallel (%i, %j) = (%c1, %n) to (%n, %c9) step (%c1, %c3) {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%j, %i] : memref<?x?xi64>
  }
  %r = scf.parallel (%i, %j) = (%c0, %c9) to (%n, %c3) step (%c1, %c1) init (%z) -> i64 {
    %x = memref.load %m[%i, %j] : memref<?x?xi64>
    scf.reduce(%x) : i64 {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  return %r : i64
}
