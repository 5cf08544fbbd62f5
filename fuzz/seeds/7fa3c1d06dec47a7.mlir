// Loops in a nested module, and one whose compute function's name is taken (LLVM 22 syntax).
module {
  func.func private @parallel_compute_fn(index)
  module @inner {
    func.func @f(%n: index, %m: memref<?xindex>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.parallel (%i) = (%c0) to (%n) step (%c1) {
        memref.store %i, %m[%i] : memref<?xindex>
        scf.reduce
      }
      return
    }
  }
  func.func @g(%n: index, %m: memref<?xindex>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %n, %m[%i] : memref<?xindex>
      scf.reduce
    }
    return
  }
}
