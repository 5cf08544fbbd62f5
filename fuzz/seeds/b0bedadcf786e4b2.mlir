// async-parallel-for on an scf.parallel inside an async.func, then async-func-to-async-runtime
// and async-to-async-runtime: the rewrite awaits the dispatch's group inside an scf.if, an
// await nested in scf inside an async.func, of which upstream's lowering leaves IR that
// does not verify (mlir-opt-22: "'scf.if' op expects region #1 to have 0 or 1 blocks", the
// UPSTREAM check). async-opt lowers the scf.if to branches in the coroutine; the output is
// counted by our reference counting and lowered to LLVM by the real mlir-opt-22, and
// crates/interp/tests/lit/parallel-for-async-func-22.mlir runs it. LLVM 22 syntax.

// UPSTREAM: :[[# @LINE + 23]]:3: error: 'scf.if' op expects region #1 to have 0 or 1 blocks

// LLVM: llvm.func @fill(
// LLVM: llvm.call @mlirAsyncRuntimeAwaitAllInGroupAndExecute

async.func @fill(%n: index, %m: memref<?xindex>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %i, %m[%i] : memref<?xindex>
    scf.reduce
  }
  return
}
