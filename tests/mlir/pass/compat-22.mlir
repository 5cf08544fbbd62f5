// LLVM 22 conventions (input in LLVM 22 syntax, so the output follows it, as with
// --compat=22): coroutines are marked passthrough = ["presplitcoroutine"], the destroy
// edge of every async.coro.suspend goes to its own cleanup block (which frees the
// frame and branches to the suspend block), branches and asserts are cf. ops, and
// functions are func.func. The same input with --compat=14 gets LLVM 14's form.
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime --compat=22 | FileCheck %s
// RUN: mlir-opt-22 %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime | mlir-opt-22 > /dev/null
// RUN: async-opt %s -async-to-async-runtime --compat=14 | FileCheck %s --check-prefix=C14
// RUN: async-opt %s -async-to-async-runtime --compat=14 | mlir-opt-14 > /dev/null
// eliminate-blocking-await-ops no longer exists upstream; ours still applies it.
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s --check-prefix=EB
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | mlir-opt-22 > /dev/null
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true --compat=14 | mlir-opt-14 > /dev/null

// CHECK-LABEL: func.func @entry(
// CHECK-SAME:      %[[X:arg[0-9]+]]: f32, %[[T:arg[0-9]+]]: !async.token) -> f32
// CHECK-NEXT:    %[[R:.*]]:2 = call @async_execute_fn(%[[T]], %[[X]]) : (!async.token, f32) -> (!async.token, !async.value<f32>)
// CHECK-NEXT:    async.runtime.await %[[R]]#1 : !async.value<f32>
// CHECK-NEXT:    %[[E:.*]] = async.runtime.is_error %[[R]]#1 : !async.value<f32>
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[OK:.*]] = arith.xori %[[E]], %[[TRUE]] : i1
// CHECK-NEXT:    cf.assert %[[OK]], "Awaited async operand is in error state"
// CHECK-NEXT:    %[[V:.*]] = async.runtime.load %[[R]]#1 : {{(!async.value)?}}<f32>
// CHECK-NEXT:    return %[[V]] : f32
// C14-LABEL: func @entry(
// C14:         assert %{{.*}}, "Awaited async operand is in error state"
func.func @entry(%x: f32, %t: !async.token) -> f32 attributes {async.allowed_to_block} {
  %t1, %v = async.execute [%t] -> !async.value<f32> {
    %ok = arith.cmpf olt, %x, %x : f32
    cf.assert %ok, "never"
    async.yield %x : f32
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}

// CHECK-LABEL: func.func private @async_execute_fn(
// CHECK-SAME:      %[[T:arg[0-9]+]]: !async.token, %[[X:arg[0-9]+]]: f32) -> (!async.token, !async.value<f32>)
// CHECK-SAME:      attributes {passthrough = ["presplitcoroutine"]} {
// CHECK-NEXT:    %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK-NEXT:    %[[VALUE:.*]] = async.runtime.create : !async.value<f32>
// CHECK-NEXT:    %[[ID:.*]] = async.coro.id
// CHECK-NEXT:    %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK-NEXT:    %[[S0:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.resume %[[HDL]]
// CHECK-NEXT:    async.coro.suspend %[[S0]], ^[[SUSPEND:bb[0-9]+]], ^[[B1:bb[0-9]+]], ^[[DESTROY:bb[0-9]+]]
// CHECK-NEXT:  ^[[B1]]:
// CHECK-NEXT:    %[[S1:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[T]], %[[HDL]] : !async.token
// CHECK-NEXT:    async.coro.suspend %[[S1]], ^[[SUSPEND]], ^[[B2:bb[0-9]+]], ^[[DESTROY]]
// CHECK-NEXT:  ^[[B2]]:
// CHECK-NEXT:    %[[E:.*]] = async.runtime.is_error %[[T]] : !async.token
// CHECK-NEXT:    cf.cond_br %[[E]], ^[[SET_ERROR:bb[0-9]+]], ^[[B3:bb[0-9]+]]
// CHECK-NEXT:  ^[[B3]]:
// CHECK-NEXT:    %[[OK:.*]] = arith.cmpf olt, %[[X]], %[[X]] : f32
// CHECK-NEXT:    cf.cond_br %[[OK]], ^[[B4:bb[0-9]+]], ^[[SET_ERROR]]
// CHECK-NEXT:  ^[[B4]]:
// CHECK-NEXT:    async.runtime.store %[[X]], %[[VALUE]] : {{(!async.value)?}}<f32>
// CHECK-NEXT:    async.runtime.set_available %[[VALUE]] : !async.value<f32>
// CHECK-NEXT:    async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK-NEXT:    cf.br ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[SET_ERROR]]:
// CHECK-NEXT:    async.runtime.set_error %[[TOKEN]] : !async.token
// CHECK-NEXT:    async.runtime.set_error %[[VALUE]] : !async.value<f32>
// CHECK-NEXT:    cf.br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[CLEANUP]]:
// CHECK-NEXT:    async.coro.free %[[ID]], %[[HDL]]
// CHECK-NEXT:    cf.br ^[[SUSPEND]]
// CHECK-NEXT:  ^[[DESTROY]]:
// CHECK-NEXT:    async.coro.free %[[ID]], %[[HDL]]
// CHECK-NEXT:    cf.br ^[[SUSPEND]]
// CHECK-NEXT:  ^[[SUSPEND]]:
// CHECK-NEXT:    async.coro.end %[[HDL]]
// CHECK-NEXT:    return %[[TOKEN]], %[[VALUE]] : !async.token, !async.value<f32>
// CHECK-NEXT:  }

// LLVM 14: one cleanup block for both edges.
// C14-LABEL: func private @async_execute_fn(
// C14-SAME:      attributes {passthrough = {{\[\[}}"coroutine.presplit", "0"]]} {
// C14:         async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^{{bb[0-9]+}}, ^[[CLEANUP:bb[0-9]+]]
// C14:       ^[[CLEANUP]]:
// C14-NEXT:    async.coro.free
// C14-NEXT:    br ^[[SUSPEND]]
// C14-NEXT:  ^[[SUSPEND]]:
// C14-NEXT:    async.coro.end

// A function converted by eliminate-blocking-await-ops gets the same LLVM 22 form.
// EB-LABEL: func.func private @coro(
// EB-SAME:      -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]} {
// EB:         cf.br ^[[BODY:bb[0-9]+]]
// EB-NEXT:  ^[[BODY]]:
// EB-NEXT:    arith.constant
// EB-NEXT:    async.coro.save
// EB-NEXT:    async.runtime.await_and_resume
// EB-NEXT:    async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^{{bb[0-9]+}}, ^[[DESTROY:bb[0-9]+]]
// EB:         async.runtime.set_error %{{.*}} : !async.value<f32>
// EB-NEXT:    cf.br ^[[CLEANUP:bb[0-9]+]]
// EB-NEXT:  ^[[CLEANUP]]:
// EB-NEXT:    async.coro.free
// EB-NEXT:    cf.br ^[[SUSPEND]]
// EB-NEXT:  ^[[DESTROY]]:
// EB-NEXT:    async.coro.free
// EB-NEXT:    cf.br ^[[SUSPEND]]
// EB-NEXT:  ^[[SUSPEND]]:
// EB-NEXT:    async.coro.end
// EB-LABEL: func.func @main(
// EB:         %[[R:.*]]:2 = call @coro(
// EB-NEXT:    async.runtime.await %[[R]]#0 : !async.token
// EB:         cf.assert
func.func private @coro(%t: !async.token) -> f32 {
  %one = arith.constant 1.0 : f32
  async.await %t : !async.token
  return %one : f32
}
func.func @main(%t: !async.token) attributes {async.allowed_to_block} {
  %x = call @coro(%t) : (!async.token) -> f32
  return
}
