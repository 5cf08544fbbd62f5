// A module whose only functions are async.func (an LLVM 17+ op): it is read as LLVM 22
// and printed so, with 22's coroutine conventions (`presplitcoroutine`, a cleanup block
// of its own on the destroy edge of every suspend), as mlir-opt-22 prints it.
// RUN: async-opt %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: mlir-opt-22 %s -async-func-to-async-runtime -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-func-to-async-runtime -async-to-async-runtime | mlir-opt-22 > /dev/null

// CHECK-LABEL: func.func @only_async_func(
// CHECK-SAME:      %[[V:.*]]: !async.value<f32>) -> !async.token attributes {passthrough = ["presplitcoroutine"]}
// CHECK:         %[[ID:.*]] = async.coro.id
// CHECK:         %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK:         cf.br ^[[BODY:bb[0-9]+]]
// CHECK:       ^[[BODY]]:
// CHECK:         async.runtime.await_and_resume %[[V]], %[[HDL]] : !async.value<f32>
// CHECK:         async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^{{bb[0-9]+}}, ^[[DESTROY:bb[0-9]+]]
// CHECK:       ^[[DESTROY]]:
// CHECK-NEXT:    async.coro.free %[[ID]], %[[HDL]]
// CHECK-NEXT:    cf.br ^[[SUSPEND]]
// CHECK:       ^[[SUSPEND]]:
// CHECK-NEXT:    async.coro.end %[[HDL]]
async.func @only_async_func(%v: !async.value<f32>) -> !async.token {
  %0 = async.await %v : !async.value<f32>
  return
}
