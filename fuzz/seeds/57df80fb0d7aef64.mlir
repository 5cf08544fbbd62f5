// BOTH: {{^//}} -----
// BOTH-NEXT: module {
// BOTH-NEXT:   func.func @spawns(%arg0: memref<i64>, %arg1: i64) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// BOTH-NEXT:     %0 = async.runtime.create : !async.token
// BOTH-NEXT:     %1 = async.coro.id
// BOTH-NEXT:     %2 = async.coro.begin %1
// BOTH-NEXT:     cf.br ^bb1
// BOTH-NEXT:   ^bb1:  // pred: ^bb0
// BOTH-NEXT:     %3 = call @async_execute_fn(%arg1, %arg0) : (i64, memref<i64>) -> !async.token
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
// BOTH-NEXT:   func.func private @async_execute_fn(%arg0: i64, %arg1: memref<i64>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// BOTH-NEXT:     %0 = async.runtime.create : !async.token
// BOTH-NEXT:     %1 = async.coro.id
// BOTH-NEXT:     %2 = async.coro.begin %1
// BOTH-NEXT:     %3 = async.coro.save %2
// BOTH-NEXT:     async.runtime.resume %2
// BOTH-NEXT:     async.coro.suspend %3, ^bb4, ^bb1, ^bb3
// BOTH-NEXT:   ^bb1:  // pred: ^bb0
// BOTH-NEXT:     memref.store %arg0, %arg1[] : memref<i64>
// BOTH-NEXT:     async.runtime.set_available %0 : !async.token
// BOTH-NEXT:     cf.br ^bb2
// BOTH-NEXT:   ^bb2:  // pred: ^bb1
// BOTH-NEXT:     async.coro.free %1, %2
// BOTH-NEXT:     cf.br ^bb4
// BOTH-NEXT:   ^bb3:  // pred: ^bb0
// BOTH-NEXT:     async.coro.free %1, %2
// BOTH-NEXT:     cf.br ^bb4
// BOTH-NEXT:   ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
// BOTH-NEXT:     async.coro.end %2
// BOTH-NEXT:     return %0 : !async.token
// BOTH-NEXT:   }
// BOTH-NEXT: }

async.func @spawns(%out: memref<i64>, %x: i64) -> !async.token {
  %t = async.execute {
    memref.store %x, %out[] : memref<i64>
    async.yield
  }
  return
}
