// eliminate-blocking-await-ops (LLVM 14 syntax): a function that awaits becomes a
// coroutine returning a token first, then one !async.value per result, argument and
// result attributes staying with their values; its entry has no initial suspend (it
// runs in the caller's thread until the first await). Each call site calls it, then
// awaits the token and each value; callers are converted in turn, except those marked
// async.allowed_to_block, which keep blocking awaits. Without the option the awaits
// block in place.
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: async-opt %s --pass-pipeline="builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})" | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s --check-prefix=BLOCKING
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true --compat=22 | mlir-opt-22 > /dev/null

// BLOCKING-LABEL: func private @callee(
// BLOCKING-SAME:      -> (i64 {test.res}, f32)
// BLOCKING:         async.runtime.await %{{.*}} : !async.token
// BLOCKING-NOT:     async.coro
// BLOCKING:         return
// BLOCKING-LABEL: func private @caller(
// BLOCKING-SAME:      -> i64 {
// BLOCKING-NEXT:    call @callee(%{{.*}}) : (i64) -> (i64, f32)

// CHECK-LABEL: func private @callee(
// CHECK-SAME:      %[[ARG:arg[0-9]+]]: i64 {test.arg}) -> (!async.token, !async.value<i64> {test.res}, !async.value<f32>)
// CHECK-SAME:      attributes {passthrough = {{\[\[}}"coroutine.presplit", "0"]]} {
// CHECK-NEXT:    %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK-NEXT:    %[[V0:.*]] = async.runtime.create : !async.value<i64>
// CHECK-NEXT:    %[[V1:.*]] = async.runtime.create : !async.value<f32>
// CHECK-NEXT:    %[[ID:.*]] = async.coro.id
// CHECK-NEXT:    %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK-NEXT:    br ^[[BODY:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[T:.*]] = call @async_execute_fn() : () -> !async.token
// CHECK-NEXT:    %[[S:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[T]], %[[HDL]] : !async.token
// CHECK-NEXT:    async.coro.suspend %[[S]], ^[[SUSPEND:bb[0-9]+]], ^[[RESUME:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[RESUME]]:
// CHECK-NEXT:    %[[E:.*]] = async.runtime.is_error %[[T]] : !async.token
// CHECK-NEXT:    cond_br %[[E]], ^[[SET_ERROR:bb[0-9]+]], ^[[RET:bb[0-9]+]]
// The return became a yield.
// CHECK-NEXT:  ^[[RET]]:
// CHECK-NEXT:    async.runtime.store %[[ARG]], %[[V0]] : {{(!async.value)?}}<i64>
// CHECK-NEXT:    async.runtime.set_available %[[V0]] : !async.value<i64>
// CHECK-NEXT:    async.runtime.store %[[CST]], %[[V1]] : {{(!async.value)?}}<f32>
// CHECK-NEXT:    async.runtime.set_available %[[V1]] : !async.value<f32>
// CHECK-NEXT:    async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK-NEXT:    br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[SET_ERROR]]:
// CHECK-NEXT:    async.runtime.set_error %[[TOKEN]] : !async.token
// CHECK-NEXT:    async.runtime.set_error %[[V0]] : !async.value<i64>
// CHECK-NEXT:    async.runtime.set_error %[[V1]] : !async.value<f32>
// CHECK-NEXT:    br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[CLEANUP]]:
// CHECK-NEXT:    async.coro.free %[[ID]], %[[HDL]]
// CHECK-NEXT:    br ^[[SUSPEND]]
// CHECK-NEXT:  ^[[SUSPEND]]:
// CHECK-NEXT:    async.coro.end %[[HDL]]
// CHECK-NEXT:    return %[[TOKEN]], %[[V0]], %[[V1]] : !async.token, !async.value<i64>, !async.value<f32>
// CHECK-NEXT:  }
func private @callee(%arg0: i64 {test.arg}) -> (i64 {test.res}, f32) {
  %c = arith.constant 1.0 : f32
  %t = async.execute { async.yield }
  async.await %t : !async.token
  return %arg0, %c : i64, f32
}

// The caller does not await itself: it is converted because it calls @callee.
// CHECK-LABEL: func private @caller(
// CHECK-SAME:      %[[A:arg[0-9]+]]: i64) -> (!async.token, !async.value<i64>)
// CHECK:         br ^[[BODY:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[R:.*]]:3 = call @callee(%[[A]]) : (i64) -> (!async.token, !async.value<i64>, !async.value<f32>)
// CHECK-NEXT:    async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[R]]#0, %{{.*}} : !async.token
// CHECK:         async.runtime.is_error %[[R]]#0 : !async.token
// CHECK:         async.runtime.await_and_resume %[[R]]#1, %{{.*}} : !async.value<i64>
// CHECK:         async.runtime.is_error %[[R]]#1 : !async.value<i64>
// CHECK:         %[[X:.*]] = async.runtime.load %[[R]]#1 : {{(!async.value)?}}<i64>
// CHECK:         async.runtime.await_and_resume %[[R]]#2, %{{.*}} : !async.value<f32>
// CHECK:         async.runtime.is_error %[[R]]#2 : !async.value<f32>
// CHECK:         async.runtime.load %[[R]]#2 : {{(!async.value)?}}<f32>
// CHECK-NEXT:    async.runtime.store %[[X]], %{{.*}} : {{(!async.value)?}}<i64>
func private @caller(%a: i64) -> i64 {
  %r:2 = call @callee(%a) : (i64) -> (i64, f32)
  return %r#0 : i64
}

// A function that neither awaits nor calls a converted function stays.
// CHECK-LABEL: func private @bystander(
// CHECK-SAME:      -> i64 {
// CHECK-NEXT:    return
func private @bystander(%a: i64) -> i64 {
  return %a : i64
}

// Allowed to block: keeps its signature, awaits the coroutine's results blocking.
// CHECK-LABEL: func @main() attributes {async.allowed_to_block} {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3 : i64
// CHECK-NEXT:    %[[R:.*]]:2 = call @caller(%[[C]]) : (i64) -> (!async.token, !async.value<i64>)
// CHECK-NEXT:    async.runtime.await %[[R]]#0 : !async.token
// CHECK-NEXT:    %[[E0:.*]] = async.runtime.is_error %[[R]]#0 : !async.token
// CHECK-NEXT:    %[[T0:.*]] = arith.constant true
// CHECK-NEXT:    %[[OK0:.*]] = arith.xori %[[E0]], %[[T0]] : i1
// CHECK-NEXT:    assert %[[OK0]], "Awaited async operand is in error state"
// CHECK-NEXT:    async.runtime.await %[[R]]#1 : !async.value<i64>
// CHECK-NEXT:    %[[E1:.*]] = async.runtime.is_error %[[R]]#1 : !async.value<i64>
// CHECK-NEXT:    %[[T1:.*]] = arith.constant true
// CHECK-NEXT:    %[[OK1:.*]] = arith.xori %[[E1]], %[[T1]] : i1
// CHECK-NEXT:    assert %[[OK1]], "Awaited async operand is in error state"
// CHECK-NEXT:    %[[V:.*]] = async.runtime.load %[[R]]#1 : {{(!async.value)?}}<i64>
// CHECK-NEXT:    call @bystander(%[[V]]) : (i64) -> i64
// CHECK-NEXT:    return
func @main() attributes {async.allowed_to_block} {
  %c = arith.constant 3 : i64
  %r = call @caller(%c) : (i64) -> i64
  %s = call @bystander(%r) : (i64) -> i64
  return
}

// The outlined execute body keeps its initial suspend.
// CHECK-LABEL: func private @async_execute_fn() -> !async.token
// CHECK:         async.runtime.resume
