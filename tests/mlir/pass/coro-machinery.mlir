// The coroutine an outlined execute becomes (LLVM 14 syntax): the entry creates the
// token and values, takes a coroutine id and handle, saves, asks the runtime to
// resume it and suspends (the initial suspend: the body runs on a runtime thread);
// the yield completes the values and token and branches to the cleanup block, which
// frees the frame and goes to the suspend block, which ends the coroutine and returns
// the token and values. LLVM 14 shares one cleanup block between the normal and the
// destroy edges. The set_error block is only created when something can fail.
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s --pass-pipeline="builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})" | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime --compat=22 | mlir-opt-22 > /dev/null

func @machinery(%x: f32) -> !async.value<f32> attributes {async.allowed_to_block} {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  return %v : !async.value<f32>
}

// CHECK-LABEL: func private @async_execute_fn(
// CHECK-SAME:      %[[X:arg[0-9]+]]: f32) -> (!async.token, !async.value<f32>)
// CHECK-SAME:      attributes {passthrough = {{\[\[}}"coroutine.presplit", "0"]]} {
// CHECK-NEXT:    %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK-NEXT:    %[[VALUE:.*]] = async.runtime.create : !async.value<f32>
// CHECK-NEXT:    %[[ID:.*]] = async.coro.id
// CHECK-NEXT:    %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK-NEXT:    %[[SAVE:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.resume %[[HDL]]
// CHECK-NEXT:    async.coro.suspend %[[SAVE]], ^[[SUSPEND:bb[0-9]+]], ^[[RESUME:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[RESUME]]:
// CHECK-NEXT:    async.runtime.store %[[X]], %[[VALUE]] : {{(!async.value)?}}<f32>
// CHECK-NEXT:    async.runtime.set_available %[[VALUE]] : !async.value<f32>
// CHECK-NEXT:    async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK-NEXT:    br ^[[CLEANUP]]
// No set_error block: nothing in the body can fail.
// CHECK-NEXT:  ^[[CLEANUP]]:
// CHECK-NEXT:    async.coro.free %[[ID]], %[[HDL]]
// CHECK-NEXT:    br ^[[SUSPEND]]
// CHECK-NEXT:  ^[[SUSPEND]]:
// CHECK-NEXT:    async.coro.end %[[HDL]]
// CHECK-NEXT:    return %[[TOKEN]], %[[VALUE]] : !async.token, !async.value<f32>
// CHECK-NEXT:  }

// With an await in the body the set_error block appears, before cleanup: it sets
// the token and every value to the error state.
func @with_error_path(%dep: !async.token) attributes {async.allowed_to_block} {
  %t, %v:2 = async.execute [%dep] -> (!async.value<i32>, !async.value<i1>) {
    %c = arith.constant 7 : i32
    %b = arith.constant true
    async.yield %c, %b : i32, i1
  }
  return
}

// CHECK-LABEL: func private @async_execute_fn_0(
// CHECK-SAME:      %[[DEP:arg[0-9]+]]: !async.token) -> (!async.token, !async.value<i32>, !async.value<i1>)
// CHECK-NEXT:    %[[TOKEN:.*]] = async.runtime.create : !async.token
// CHECK-NEXT:    %[[V0:.*]] = async.runtime.create : !async.value<i32>
// CHECK-NEXT:    %[[V1:.*]] = async.runtime.create : !async.value<i1>
// CHECK-NEXT:    %[[ID:.*]] = async.coro.id
// CHECK-NEXT:    %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK-NEXT:    %[[SAVE:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.resume %[[HDL]]
// CHECK-NEXT:    async.coro.suspend %[[SAVE]], ^[[SUSPEND:bb[0-9]+]], ^[[RESUME:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[RESUME]]:
// CHECK-NEXT:    %[[SAVE2:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[DEP]], %[[HDL]] : !async.token
// CHECK-NEXT:    async.coro.suspend %[[SAVE2]], ^[[SUSPEND]], ^[[RESUME2:bb[0-9]+]], ^[[CLEANUP]]
// CHECK-NEXT:  ^[[RESUME2]]:
// CHECK-NEXT:    %[[ERR:.*]] = async.runtime.is_error %[[DEP]] : !async.token
// CHECK-NEXT:    cond_br %[[ERR]], ^[[SET_ERROR:bb[0-9]+]], ^[[BODY:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK:         async.runtime.set_available %[[TOKEN]] : !async.token
// CHECK-NEXT:    br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[SET_ERROR]]:
// CHECK-NEXT:    async.runtime.set_error %[[TOKEN]] : !async.token
// CHECK-NEXT:    async.runtime.set_error %[[V0]] : !async.value<i32>
// CHECK-NEXT:    async.runtime.set_error %[[V1]] : !async.value<i1>
// CHECK-NEXT:    br ^[[CLEANUP]]
// CHECK-NEXT:  ^[[CLEANUP]]:
// CHECK-NEXT:    async.coro.free %[[ID]], %[[HDL]]
// CHECK-NEXT:    br ^[[SUSPEND]]
// CHECK-NEXT:  ^[[SUSPEND]]:
// CHECK-NEXT:    async.coro.end %[[HDL]]
// CHECK-NEXT:    return %[[TOKEN]], %[[V0]], %[[V1]] : !async.token, !async.value<i32>, !async.value<i1>
// CHECK-NEXT:  }
