// An async.execute that awaits twice (a dependency and an operand), through
// async-to-async-runtime and reference counting on each function (LLVM 22 syntax).
// Its coroutine's error block has two predecessors, one per await, so the operand's
// drop_ref goes in a new block on each edge into it. Upstream then looks those blocks up
// in its stale liveness and also drops the coroutine's own token and value there, just
// before it sets them to error and returns them: on an error the caller gets freed
// objects (UPSTREAM; docs/refcounting-02b.md has the mechanism). Ours drops the operand
// only. Every coroutine with two awaits of its arguments has this shape.

// UPSTREAM-LABEL: func.func private @async_execute_fn(
// UPSTREAM:         async.runtime.set_available %0 : !async.token
// UPSTREAM:       ^bb{{[0-9]+}}:  // pred: ^bb{{[0-9]+}}
// UPSTREAM-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<f32>
// UPSTREAM-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// UPSTREAM-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<f32>
// UPSTREAM-NEXT:    cf.br ^[[ERROR:bb[0-9]+]]
// UPSTREAM-NEXT:  ^bb{{[0-9]+}}:  // pred: ^bb{{[0-9]+}}
// UPSTREAM-NEXT:    async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<f32>
// UPSTREAM-NEXT:    async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// UPSTREAM-NEXT:    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<f32>
// UPSTREAM-NEXT:    cf.br ^[[ERROR]]
// UPSTREAM-NEXT:  ^[[ERROR]]:  // 2 preds:
// UPSTREAM-NEXT:    async.runtime.set_error %0 : !async.token
// UPSTREAM-NEXT:    async.runtime.set_error %1 : !async.value<f32>


func.func @two_awaits(%t: !async.token, %v: !async.value<f32>) -> !async.value<f32> {
  %t1, %v1 = async.execute [%t] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    async.yield %x : f32
  }
  return %v1 : !async.value<f32>
}
