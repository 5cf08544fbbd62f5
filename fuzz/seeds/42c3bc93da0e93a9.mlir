// BOTH: {{^//}} -----
// BOTH-NEXT: module {
// BOTH-NEXT:   func.func @checked(%arg0: i1) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// BOTH-NEXT:     %0 = async.runtime.create : !async.token
// BOTH-NEXT:     %1 = async.coro.id
// BOTH-NEXT:     %2 = async.coro.begin %1
// BOTH-NEXT:     cf.br ^bb1
// BOTH-NEXT:   ^bb1:  // pred: ^bb0
// BOTH-NEXT:     cf.cond_br %arg0, ^bb2, ^bb3
// BOTH-NEXT:   ^bb2:  // pred: ^bb1
// BOTH-NEXT:     async.runtime.set_available %0 : !async.token
// BOTH-NEXT:     cf.br ^bb4
// BOTH-NEXT:   ^bb3:  // pred: ^bb1
// BOTH-NEXT:     async.runtime.set_error %0 : !async.token
// BOTH-NEXT:     cf.br ^bb4
// BOTH-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// BOTH-NEXT:     async.coro.free %1, %2
// BOTH-NEXT:     cf.br ^bb6
// BOTH-NEXT:   ^bb5:  // no predecessors
// BOTH-NEXT:     async.coro.free %1, %2
// BOTH-NEXT:     cf.br ^bb6
// BOTH-NEXT:   ^bb6:  // 2 preds: ^bb4, ^bb5
// BOTH-NEXT:     async.coro.end %2
// BOTH-NEXT:     return %0 : !async.token
// BOTH-NEXT:   }
// BOTH-NEXT: }

async.func @checked(%ok: i1) -> !async.token {
  cf.assert %ok, "not ok"
  return
}
