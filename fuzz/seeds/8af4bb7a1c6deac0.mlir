// Fuzzing (the pass target, with debug assertions): region DCE after async-parallel-for
// erased a dead op while a dead op nested in a later live op still used it, because it
// cleaned nested regions after the whole block instead of on reaching their op (MLIR's
// order); and ops of a graph region that use each other in a cycle must drop those uses
// first. Both print as mlir-opt-22 prints them. LLVM 22 syntax.


func.func @aligned(%ub: index, %out: memref<?x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%ub, %c16) step (%c1, %c1) {
    %x = arith.index_cast %j : index to i32
    memref.store %x, %out[%i, %j] : memref<?x16xi32>
  }
  return
}
