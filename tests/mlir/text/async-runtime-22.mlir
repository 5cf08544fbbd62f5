// async.runtime.* and async.coro.* ops in LLVM-22 syntax, same as async-runtime-14.mlir.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @runtime(%arg0: f32) -> f32 {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %2 = async.runtime.create_group %c4 : !async.group
// CHECK-NEXT:     async.runtime.store %arg0, %1 : <f32>
// CHECK-NEXT:     async.runtime.store %arg0, %1 : <f32>
// CHECK-NEXT:     async.runtime.set_available %1 : !async.value<f32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     async.runtime.set_error %0 : !async.token
// CHECK-NEXT:     async.runtime.set_error %1 : !async.value<f32>
// CHECK-NEXT:     %3 = async.runtime.is_error %0 : !async.token
// CHECK-NEXT:     %4 = async.runtime.is_error %1 : !async.value<f32>
// CHECK-NEXT:     %5 = async.runtime.is_error %2 : !async.group
// CHECK-NEXT:     %6 = async.runtime.add_to_group %0, %2 : !async.token
// CHECK-NEXT:     async.runtime.await %0 : !async.token
// CHECK-NEXT:     async.runtime.await %1 : !async.value<f32>
// CHECK-NEXT:     async.runtime.await %2 : !async.group
// CHECK-NEXT:     %7 = async.runtime.load %1 : <f32>
// CHECK-NEXT:     async.runtime.add_ref %0 {count = 2 : i64} : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %1 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     %8 = async.runtime.num_worker_threads : index
// CHECK-NEXT:     return %7 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @coroutine(%arg0: !async.token) -> !async.token {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token
// CHECK-NEXT:     %1 = async.coro.id
// CHECK-NEXT:     %2 = async.coro.begin %1
// CHECK-NEXT:     %3 = async.coro.save %2
// CHECK-NEXT:     async.runtime.resume %2
// CHECK-NEXT:     async.coro.suspend %3, ^bb4, ^bb1, ^bb3
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %4 = async.coro.save %2
// CHECK-NEXT:     async.runtime.await_and_resume %arg0, %2 : !async.token
// CHECK-NEXT:     async.coro.suspend %4, ^bb4, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:     async.coro.free %1, %2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT:     async.coro.end %2
// CHECK-NEXT:     return %0 : !async.token
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @coro_types(%arg0: !async.coro.id, %arg1: !async.coro.handle, %arg2: !async.coro.state) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @runtime(%f: f32) -> f32 {
  %token = async.runtime.create : !async.token
  %value = async.runtime.create : !async.value<f32>
  %four = arith.constant 4 : index
  %group = async.runtime.create_group %four : !async.group
  async.runtime.store %f, %value : !async.value<f32>
  async.runtime.store %f, %value : <f32>
  async.runtime.set_available %value : !async.value<f32>
  async.runtime.set_available %token : !async.token
  async.runtime.set_error %token : !async.token
  async.runtime.set_error %value : !async.value<f32>
  %e1 = async.runtime.is_error %token : !async.token
  %e2 = async.runtime.is_error %value : !async.value<f32>
  %e3 = async.runtime.is_error %group : !async.group
  %rank = async.runtime.add_to_group %token, %group : !async.token
  async.runtime.await %token : !async.token
  async.runtime.await %value : !async.value<f32>
  async.runtime.await %group : !async.group
  %loaded = async.runtime.load %value : !async.value<f32>
  async.runtime.add_ref %token {count = 2 : i64} : !async.token
  async.runtime.drop_ref %value {count = 1 : i64} : !async.value<f32>
  %threads = async.runtime.num_worker_threads : index
  return %loaded : f32
}

func.func @coroutine(%dep: !async.token) -> !async.token {
  %token = async.runtime.create : !async.token
  %id = async.coro.id
  %handle = async.coro.begin %id
  %saved = async.coro.save %handle
  async.runtime.resume %handle
  async.coro.suspend %saved, ^suspend, ^resume, ^cleanup
^resume:
  %saved2 = async.coro.save %handle
  async.runtime.await_and_resume %dep, %handle : !async.token
  async.coro.suspend %saved2, ^suspend, ^body, ^cleanup
^body:
  async.runtime.set_available %token : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %handle
  cf.br ^suspend
^suspend:
  async.coro.end %handle
  return %token : !async.token
}

func.func @coro_types(%id: !async.coro.id, %h: !async.coro.handle, %s: !async.coro.state) {
  return
}
