// Zero-trip loops: constant bounds that meet, an upper bound below the lower one, and a
// reduction over none (LLVM 22 syntax).
func.func @zero_trip(%m: memref<8xi64>, %z: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i) = (%c5) to (%c5) step (%c1) {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%i] : memref<8xi64>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c5, %c0) to (%c3, %c5) step (%c1, %c1) {
    %x = arith.index_cast %j : index to i64
    memref.store %x, %m[%i] : memref<8xi64>
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c3) to (%c3) step (%c1) init (%z) -> i64 {
    %x = memref.load %m[%i] : memref<8xi64>
    scf.reduce(%x : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  return %r : i64
}
