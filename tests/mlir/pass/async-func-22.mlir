// async.func (LLVM 17+) lowered by async-func-to-async-runtime: each async.func becomes a
// coroutine func.func returning its storage, async.call becomes func.call, async.return stores
// and completes; execute ops are left for async-to-async-runtime. Checked against mlir-opt-22.
// INTEROP: skip-14
// RUN: async-opt %s -async-func-to-async-runtime | FileCheck %s
// RUN: mlir-opt-22 %s -async-func-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-func-to-async-runtime -async-to-async-runtime | mlir-opt-22 > /dev/null
// RUN: async-opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s --check-prefix=BOTH

// CHECK-LABEL: func.func @value_fn(%arg0: f32) -> !async.value<f32> attributes {passthrough = ["presplitcoroutine"]}
// CHECK:   %[[STORAGE:.*]] = async.runtime.create : !async.value<f32>
// CHECK:   %[[ID:.*]] = async.coro.id
// CHECK:   %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK:   async.execute
// CHECK:   async.coro.save %[[HDL]]
// CHECK:   async.runtime.await_and_resume %{{.*}}, %[[HDL]] : !async.value<f32>
// CHECK:   async.coro.suspend
// CHECK:   async.runtime.is_error
// CHECK:   %[[LOADED:.*]] = async.runtime.load %{{.*}} : <f32>
// CHECK:   async.runtime.store %[[LOADED]], %[[STORAGE]] : <f32>
// CHECK:   async.runtime.set_available %[[STORAGE]] : !async.value<f32>
// CHECK:   async.runtime.set_error %[[STORAGE]] : !async.value<f32>
// CHECK:   async.coro.free %[[ID]], %[[HDL]]
// CHECK:   async.coro.end %[[HDL]]
// CHECK:   return %[[STORAGE]] : !async.value<f32>
async.func @value_fn(%arg0: f32) -> !async.value<f32> {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %arg0 : f32
  }
  %x = async.await %v : !async.value<f32>
  return %x : f32
}

// CHECK-LABEL: func.func @token_fn(%arg0: f32) -> !async.token
// CHECK:   %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK:   call @value_fn(%arg0) : (f32) -> !async.value<f32>
// CHECK:   async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK:   async.runtime.set_error %[[TOKEN]] : !async.token
// CHECK:   return %[[TOKEN]] : !async.token
async.func @token_fn(%a: f32) -> !async.token {
  %r = async.call @value_fn(%a) : (f32) -> !async.value<f32>
  %x = async.await %r : !async.value<f32>
  return
}

// CHECK-LABEL: func.func @caller(%arg0: f32) -> f32
// CHECK:   %[[R:.*]] = call @value_fn(%arg0) : (f32) -> !async.value<f32>
// CHECK:   async.await %[[R]] : !async.value<f32>
func.func @caller(%a: f32) -> f32 {
  %r = async.call @value_fn(%a) : (f32) -> !async.value<f32>
  %x = async.await %r : !async.value<f32>
  return %x : f32
}

// BOTH-LABEL: func.func @caller
// BOTH:   async.runtime.await %{{.*}} : !async.value<f32>
// BOTH:   cf.assert
// BOTH-LABEL: func.func private @async_execute_fn
