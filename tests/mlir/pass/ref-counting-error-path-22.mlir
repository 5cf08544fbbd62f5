// An async.execute that awaits twice (a dependency and an operand), through
// async-to-async-runtime and reference counting on each function (LLVM 22 syntax).
// Its coroutine's error block has two predecessors, one per await, so the operand's
// drop_ref goes in a new block on each edge into it. Upstream then looks those blocks up
// in its stale liveness and also drops the coroutine's own token and value there, just
// before it sets them to error and returns them: on an error the caller gets freed
// objects (UPSTREAM; docs/refcounting-02b.md has the mechanism). Ours drops the operand
// only. Every coroutine with two awaits of its arguments has this shape.
// RUN: async-opt %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' | FileCheck %s
// RUN: async-opt %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' | mlir-opt-22 > /dev/null
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' | FileCheck %s --check-prefix=UPSTREAM

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

// CHECK: module {
// CHECK-NEXT:   func.func @two_awaits(%arg0: !async.token, %arg1: !async.value<f32>) -> !async.value<f32> {
// CHECK-NEXT:     %0:2 = call @async_execute_fn(%arg0, %arg1) : (!async.token, !async.value<f32>) -> (!async.token, !async.value<f32>)
// CHECK-NEXT:     async.runtime.drop_ref %0#0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     return %0#1 : !async.value<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_execute_fn(%arg0: !async.token, %arg1: !async.value<f32>) -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:     %2 = async.coro.id
// CHECK-NEXT:     %3 = async.coro.begin %2
// CHECK-NEXT:     %4 = async.coro.save %3
// CHECK-NEXT:     async.runtime.resume %3
// CHECK-NEXT:     async.coro.suspend %4, ^bb11, ^bb1, ^bb10
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %5 = async.coro.save %3
// CHECK-NEXT:     async.runtime.await_and_resume %arg0, %3 : !async.token
// CHECK-NEXT:     async.coro.suspend %5, ^bb11, ^bb2, ^bb10
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %6 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     cf.cond_br %6, ^bb6, ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %7 = async.coro.save %3
// CHECK-NEXT:     async.runtime.await_and_resume %arg1, %3 : !async.value<f32>
// CHECK-NEXT:     async.coro.suspend %7, ^bb11, ^bb4, ^bb10
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %8 = async.runtime.is_error %arg1 : !async.value<f32>
// CHECK-NEXT:     cf.cond_br %8, ^bb7, ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %9 = async.runtime.load %arg1 : <f32>
// CHECK-NEXT:     async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     async.runtime.store %9, %1 : <f32>
// CHECK-NEXT:     async.runtime.set_available %1 : !async.value<f32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     cf.br ^bb9
// CHECK-NEXT:   ^bb6:  // pred: ^bb2
// CHECK-NEXT:     async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     cf.br ^bb8
// CHECK-NEXT:   ^bb7:  // pred: ^bb4
// CHECK-NEXT:     async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     cf.br ^bb8
// CHECK-NEXT:   ^bb8:  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT:     async.runtime.set_error %0 : !async.token
// CHECK-NEXT:     async.runtime.set_error %1 : !async.value<f32>
// CHECK-NEXT:     cf.br ^bb9
// CHECK-NEXT:   ^bb9:  // 2 preds: ^bb5, ^bb8
// CHECK-NEXT:     async.coro.free %2, %3
// CHECK-NEXT:     cf.br ^bb11
// CHECK-NEXT:   ^bb10:  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT:     async.coro.free %2, %3
// CHECK-NEXT:     cf.br ^bb11
// CHECK-NEXT:   ^bb11:  // 5 preds: ^bb0, ^bb1, ^bb3, ^bb9, ^bb10
// CHECK-NEXT:     async.coro.end %3
// CHECK-NEXT:     return %0, %1 : !async.token, !async.value<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @two_awaits(%t: !async.token, %v: !async.value<f32>) -> !async.value<f32> {
  %t1, %v1 = async.execute [%t] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    async.yield %x : f32
  }
  return %v1 : !async.value<f32>
}
