// BOTH: {{^//}} -----
// BOTH-NEXT: module {
// BOTH-NEXT:   func.func @constant_value() -> !async.value<i32> attributes {passthrough = ["presplitcoroutine"]} {
// BOTH-NEXT:     %0 = async.runtime.create : !async.value<i32>
// BOTH-NEXT:     %1 = async.coro.id
// BOTH-NEXT:     %2 = async.coro.begin %1
// BOTH-NEXT:     cf.br ^bb1
// BOTH-NEXT:   ^bb1:  // pred: ^bb0
// BOTH-NEXT:     %c7_i32 = arith.constant 7 : i32
// BOTH-NEXT:     async.runtime.store %c7_i32, %0 : <i32>
// BOTH-NEXT:     async.runtime.set_available %0 : !async.value<i32>
// BOTH-NEXT:     cf.br ^bb2
// BOTH-NEXT:   ^bb2:  // pred: ^bb1
// BOTH-NEXT:     async.coro.free %1, %2
// BOTH-NEXT:     cf.br ^bb4
// BOTH-NEXT:   ^bb3:  // no predecessors
// BOTH-NEXT:     async.coro.free %1, %2
// BOTH-NEXT:     cf.br ^bb4
// BOTH-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// BOTH-NEXT:     async.coro.end %2
// BOTH-NEXT:     return %0 : !async.value<i32>
// BOTH-NEXT:   }
// BOTH-NEXT: }

async.func @constant_value() -> !async.value<i32> {
  %c = arith.constant 7 : i32
  return %c : i32
}
