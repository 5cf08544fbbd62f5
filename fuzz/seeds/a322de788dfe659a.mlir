// async-parallel-for, then async-to-async-runtime with eliminate-blocking-await-ops (LLVM
// 14's option): the rewrite awaits the dispatch's group inside an scf.if (the branch taken
// when the loop runs at least once and in more than one block), so the function becomes a
// coroutine that suspends there, and its caller awaits the token it returns. mlir-opt-14
// only finds awaits at the top of a function and fails on every such loop with dynamic
// bounds ("failed to legalize operation 'async.await_all'", the UPSTREAM check); async-opt
// converts it. The output is counted by our reference counting and lowered to LLVM by the
// real mlir-opt-14; crates/interp/tests/lit/parallel-for-eliminate-blocking.mlir runs it.
// LLVM 14 syntax.

// UPSTREAM: :[[# @LINE + 24]]:3: error: failed to legalize operation 'async.await_all' that was explicitly marked illegal

// LLVM: llvm.func @fill(
// LLVM: llvm.call @mlirAsyncRuntimeAwaitAllInGroupAndExecute

// The dispatch helpers do not await, and stay functions.
func private @fill(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  return
}

func @entry(%n: index, %m: memref<?xindex>) attributes {async.allowed_to_block} {
  call @fill(%n, %m) : (index, memref<?xindex>) -> ()
  return
}
