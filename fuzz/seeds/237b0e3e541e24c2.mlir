// async-parallel-for with async-dispatch=false on an scf.parallel inside an async.execute,
// then async-to-async-runtime: the sequential dispatch submits the blocks from an scf.for of
// async.execute ops inside the execute body, which upstream's async-to-async-runtime cannot
// lower (mlir-opt-14 and mlir-opt-22: "failed to legalize operation 'scf.for' that was
// explicitly marked illegal", the UPSTREAM checks). async-opt lowers the loop to branches in
// the coroutine; the output is counted by our reference counting and lowered to LLVM by the
// real mlir-opt-22, and tests/e2e/parallel_in_execute.mlir runs such programs. With the
// default (recursive) dispatch both tools succeed. LLVM 22 syntax.

// UPSTREAM: error: failed to legalize operation 'scf.for' that was explicitly marked illegal

// LLVM: llvm.func @f(
// LLVM: llvm.call @mlirAsyncRuntimeAddTokenToGroup

// RECURSIVE: func.func private @async_dispatch_fn(

// The block outlined from the dispatch loop's async.execute.
// The task: the dispatch loop as branches, then block 0, then the suspend on the group.
func.func @f(%n: index, %m: memref<?xindex>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %i, %m[%i] : memref<?xindex>
      scf.reduce
    }
    async.yield
  }
  return %t : !async.token
}
