// async.execute inside async.func, awaited there (LLVM 22 syntax): after
// -async-func-to-async-runtime and -async-to-async-runtime the async.func is a coroutine
// that calls the outlined execute functions and suspends on each result with
// async.runtime.await_and_resume (no blocking await), checks the awaited token or value for
// an error and branches to the set_error exit, and loads the value. Upstream checks the
// call of the outlined function from an async.func; this pins the whole lowering, line by
// line against mlir-opt-22.
// INTEROP: skip-14
// RUN: async-opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: mlir-opt-22 %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-func-to-async-runtime -async-to-async-runtime | mlir-opt-22 > /dev/null

// CHECK: module {
// CHECK-NEXT:   func.func @fill_then_read(%arg0: memref<2xi32>, %arg1: i32) -> !async.value<i32> attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.value<i32>
// CHECK-NEXT:     %1 = async.coro.id
// CHECK-NEXT:     %2 = async.coro.begin %1
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %3 = call @async_execute_fn(%arg1, %arg0) : (i32, memref<2xi32>) -> !async.token
// CHECK-NEXT:     %4 = async.coro.save %2
// CHECK-NEXT:     async.runtime.await_and_resume %3, %2 : !async.token
// CHECK-NEXT:     async.coro.suspend %4, ^bb9, ^bb2, ^bb8
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %5 = async.runtime.is_error %3 : !async.token
// CHECK-NEXT:     cf.cond_br %5, ^bb6, ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %6:2 = call @async_execute_fn_0(%arg0, %arg1) : (memref<2xi32>, i32) -> (!async.token, !async.value<i32>)
// CHECK-NEXT:     %7 = async.coro.save %2
// CHECK-NEXT:     async.runtime.await_and_resume %6#1, %2 : !async.value<i32>
// CHECK-NEXT:     async.coro.suspend %7, ^bb9, ^bb4, ^bb8
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %8 = async.runtime.is_error %6#1 : !async.value<i32>
// CHECK-NEXT:     cf.cond_br %8, ^bb6, ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %9 = async.runtime.load %6#1 : <i32>
// CHECK-NEXT:     memref.store %9, %arg0[%c1] : memref<2xi32>
// CHECK-NEXT:     async.runtime.store %9, %0 : <i32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.value<i32>
// CHECK-NEXT:     cf.br ^bb7
// CHECK-NEXT:   ^bb6:  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     async.runtime.set_error %0 : !async.value<i32>
// CHECK-NEXT:     cf.br ^bb7
// CHECK-NEXT:   ^bb7:  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb9
// CHECK-NEXT:   ^bb8:  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb9
// CHECK-NEXT:   ^bb9:  // 4 preds: ^bb1, ^bb3, ^bb7, ^bb8
// CHECK-NEXT:     async.coro.end %2
// CHECK-NEXT:     return %0 : !async.value<i32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_execute_fn(%arg0: i32, %arg1: memref<2xi32>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.coro.id
// CHECK-NEXT:     %2 = async.coro.begin %1
// CHECK-NEXT:     %3 = async.coro.save %2
// CHECK-NEXT:     async.runtime.resume %2
// CHECK-NEXT:     async.coro.suspend %3, ^bb4, ^bb1, ^bb3
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg0, %arg1[%c0] : memref<2xi32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT:     async.coro.end %2
// CHECK-NEXT:     return %0 : !async.token
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @async_execute_fn_0(%arg0: memref<2xi32>, %arg1: i32) -> (!async.token, !async.value<i32>) attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.runtime.create : !async.value<i32>
// CHECK-NEXT:     %2 = async.coro.id
// CHECK-NEXT:     %3 = async.coro.begin %2
// CHECK-NEXT:     %4 = async.coro.save %3
// CHECK-NEXT:     async.runtime.resume %3
// CHECK-NEXT:     async.coro.suspend %4, ^bb4, ^bb1, ^bb3
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %5 = memref.load %arg0[%c0] : memref<2xi32>
// CHECK-NEXT:     %6 = arith.muli %5, %arg1 : i32
// CHECK-NEXT:     async.runtime.store %6, %1 : <i32>
// CHECK-NEXT:     async.runtime.set_available %1 : !async.value<i32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     async.coro.free %2, %3
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     async.coro.free %2, %3
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT:     async.coro.end %3
// CHECK-NEXT:     return %0, %1 : !async.token, !async.value<i32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

async.func @fill_then_read(%buf: memref<2xi32>, %x: i32) -> !async.value<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %written = async.execute {
    memref.store %x, %buf[%c0] : memref<2xi32>
    async.yield
  }
  async.await %written : !async.token
  %t, %v = async.execute -> !async.value<i32> {
    %y = memref.load %buf[%c0] : memref<2xi32>
    %z = arith.muli %y, %x : i32
    async.yield %z : i32
  }
  %r = async.await %v : !async.value<i32>
  memref.store %r, %buf[%c1] : memref<2xi32>
  return %r : i32
}
