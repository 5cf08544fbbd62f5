// async-parallel-for (LLVM 22 syntax): scf.parallel loops become compute functions and
// async dispatch, folded by the greedy driver as mlir-opt-22 folds them. The checks are what
// mlir-opt-22 prints, byte for byte; the same lines check async-opt.

// A one-dimensional loop with dynamic bounds and step.




func.func @dynamic_1d(%lb: index, %ub: index, %step: index, %out: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {
    %v = arith.constant 3.0 : f32
    memref.store %v, %out[%i] : memref<?xf32>
  }
  return
}
