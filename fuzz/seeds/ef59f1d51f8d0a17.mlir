// async.func bodies with no await, so the coroutine never suspends (LLVM 22 syntax), lowered
// as mlir-opt 22.1 lowers them: the entry branches straight to the body, the normal exit
// frees the frame, and the destroy-edge cleanup block (an async.coro.free of its own) is
// still made, with no predecessors (upstream removed it after 22.1: its current test checks
// one free; we print what 22.1 prints). A failing cf.assert completes the result in the
// error state. An async.execute in such a body is outlined by async-to-async-runtime and
// adds no suspend point while nothing awaits it. Checked line by line against mlir-opt-22.


// BOTH: module {
// BOTH-NEXT:   func.func @sum_token(%arg0: i64, %arg1: memref<i64>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// BOTH-NEXT:     %0 = async.runtime.create : !async.token
// BOTH-NEXT:     %1 = async.coro.id
// BOTH-NEXT:     %2 = async.coro.begin %1
// BOTH-NEXT:     cf.br ^bb1
// BOTH-NEXT:   ^bb1:  // pred: ^bb0
// BOTH-NEXT:     %3 = arith.addi %arg0, %arg0 : i64
// BOTH-NEXT:     memref.store %3, %arg1[] : memref<i64>
// BOTH-NEXT:     async.runtime.set_available %0 : !async.token
// BOTH-NEXT:     cf.br ^bb2
// BOTH-NEXT:   ^bb2:  // pred: ^bb1
// BOTH-NEXT:     async.coro.free %1, %2
// BOTH-NEXT:     cf.br ^bb4
// BOTH-NEXT:   ^bb3:  // no predecessors
// BOTH-NEXT:     async.coro.free %1, %2
// BOTH-NEXT:     cf.br ^bb4
// BOTH-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// BOTH-NEXT:     async.coro.end %2
// BOTH-NEXT:     return %0 : !async.token
// BOTH-NEXT:   }
// BOTH-NEXT: }

async.func @sum_token(%x: i64, %out: memref<i64>) -> !async.token {
  %s = arith.addi %x, %x : i64
  memref.store %s, %out[] : memref<i64>
  return
}
