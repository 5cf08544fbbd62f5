func.func @loops(%m: memref<8xindex>, %init: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %none = scf.for %i = %c4 to %c1 step %c1 iter_args(%x = %init) -> index {
    memref.store %x, %m[%i] : memref<8xindex>
    scf.yield %i : index
  }
  scf.for %i = %c0 to %c1 step %c1 {
    memref.store %i, %m[%i] : memref<8xindex>
  }
  %same:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %init, %y = %init) -> (index, index) {
    memref.store %x, %m[%i] : memref<8xindex>
    scf.yield %x, %i : index, index
  }
  memref.store %none, %m[%c0] : memref<8xindex>
  return %same#0, %same#1 : index, index
}
