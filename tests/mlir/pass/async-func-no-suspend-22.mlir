// async.func bodies with no await, so the coroutine never suspends (LLVM 22 syntax), lowered
// as mlir-opt 22.1 lowers them: the entry branches straight to the body, the normal exit
// frees the frame, and the destroy-edge cleanup block (an async.coro.free of its own) is
// still made, with no predecessors (upstream removed it after 22.1: its current test checks
// one free; we print what 22.1 prints). A failing cf.assert completes the result in the
// error state. An async.execute in such a body is outlined by async-to-async-runtime and
// adds no suspend point while nothing awaits it. Checked line by line against mlir-opt-22.
// INTEROP: skip-14
// RUN: async-opt %s -split-input-file -async-func-to-async-runtime | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file -async-func-to-async-runtime | FileCheck %s
// RUN: async-opt %s -split-input-file -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s --check-prefix=BOTH
// RUN: mlir-opt-22 %s -split-input-file -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s --check-prefix=BOTH
// RUN: async-opt %s -split-input-file -async-func-to-async-runtime -async-to-async-runtime | mlir-opt-22 -split-input-file > /dev/null

// CHECK: module {
// CHECK-NEXT:   func.func @sum_token(%arg0: i64, %arg1: memref<i64>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.coro.id
// CHECK-NEXT:     %2 = async.coro.begin %1
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %3 = arith.addi %arg0, %arg0 : i64
// CHECK-NEXT:     memref.store %3, %arg1[] : memref<i64>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb3:  // no predecessors
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     async.coro.end %2
// CHECK-NEXT:     return %0 : !async.token
// CHECK-NEXT:   }
// CHECK-NEXT: }

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

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @constant_value() -> !async.value<i32> attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.value<i32>
// CHECK-NEXT:     %1 = async.coro.id
// CHECK-NEXT:     %2 = async.coro.begin %1
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     async.runtime.store %c7_i32, %0 : <i32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.value<i32>
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb3:  // no predecessors
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     async.coro.end %2
// CHECK-NEXT:     return %0 : !async.value<i32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

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

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @checked(%arg0: i1) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.coro.id
// CHECK-NEXT:     %2 = async.coro.begin %1
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     async.runtime.set_error %0 : !async.token
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb6
// CHECK-NEXT:   ^bb5:  // no predecessors
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb6
// CHECK-NEXT:   ^bb6:  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:     async.coro.end %2
// CHECK-NEXT:     return %0 : !async.token
// CHECK-NEXT:   }
// CHECK-NEXT: }

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

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @spawns(%arg0: memref<i64>, %arg1: i64) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.coro.id
// CHECK-NEXT:     %2 = async.coro.begin %1
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       memref.store %arg1, %arg0[] : memref<i64>
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb3:  // no predecessors
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     async.coro.end %2
// CHECK-NEXT:     return %0 : !async.token
// CHECK-NEXT:   }
// CHECK-NEXT: }

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
