// Awaits on tokens, values and groups (LLVM 14 syntax). Inside a coroutine each one
// saves, asks the runtime to resume the coroutine when the operand is ready,
// suspends, then on resumption branches to the set_error block if the operand is in
// error, and loads the value. Outside coroutines (here: without eliminate-blocking,
// or in a function marked async.allowed_to_block) an await blocks the thread, then
// asserts that the operand is not in error, then loads the value.
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime --compat=22 | mlir-opt-22 > /dev/null

// CHECK-LABEL: func @blocking(
// CHECK-SAME:      %[[T:arg[0-9]+]]: !async.token, %[[V:arg[0-9]+]]: !async.value<i64>, %[[G:arg[0-9]+]]: !async.group) -> i64
func @blocking(%t: !async.token, %v: !async.value<i64>, %g: !async.group) -> i64
    attributes {async.allowed_to_block} {
  // CHECK-NEXT: async.runtime.await %[[T]] : !async.token
  // CHECK-NEXT: %[[E0:.*]] = async.runtime.is_error %[[T]] : !async.token
  // CHECK-NEXT: %[[TRUE0:.*]] = arith.constant true
  // CHECK-NEXT: %[[OK0:.*]] = arith.xori %[[E0]], %[[TRUE0]] : i1
  // CHECK-NEXT: assert %[[OK0]], "Awaited async operand is in error state"
  async.await %t : !async.token
  // CHECK-NEXT: async.runtime.await %[[V]] : !async.value<i64>
  // CHECK-NEXT: %[[E1:.*]] = async.runtime.is_error %[[V]] : !async.value<i64>
  // CHECK-NEXT: %[[TRUE1:.*]] = arith.constant true
  // CHECK-NEXT: %[[OK1:.*]] = arith.xori %[[E1]], %[[TRUE1]] : i1
  // CHECK-NEXT: assert %[[OK1]], "Awaited async operand is in error state"
  // CHECK-NEXT: %[[X:.*]] = async.runtime.load %[[V]] : {{(!async.value)?}}<i64>
  %x = async.await %v : !async.value<i64>
  // CHECK-NEXT: async.runtime.await %[[G]] : !async.group
  // CHECK-NEXT: %[[E2:.*]] = async.runtime.is_error %[[G]] : !async.group
  // CHECK-NEXT: %[[TRUE2:.*]] = arith.constant true
  // CHECK-NEXT: %[[OK2:.*]] = arith.xori %[[E2]], %[[TRUE2]] : i1
  // CHECK-NEXT: assert %[[OK2]], "Awaited async operand is in error state"
  async.await_all %g
  // CHECK-NEXT: return %[[X]] : i64
  return %x : i64
}

func @in_coroutine(%t: !async.token, %v: !async.value<i64>, %g: !async.group) -> !async.value<i64>
    attributes {async.allowed_to_block} {
  %r, %y = async.execute -> !async.value<i64> {
    async.await %t : !async.token
    %x = async.await %v : !async.value<i64>
    async.await_all %g
    %s = arith.addi %x, %x : i64
    async.yield %s : i64
  }
  return %y : !async.value<i64>
}

// CHECK-LABEL: func private @async_execute_fn(
// CHECK-SAME:      %[[T:arg[0-9]+]]: !async.token, %[[V:arg[0-9]+]]: !async.value<i64>, %[[G:arg[0-9]+]]: !async.group)
// CHECK:         %[[HDL:.*]] = async.coro.begin
// CHECK:         async.coro.suspend %{{.*}}, ^[[SUSPEND:bb[0-9]+]], ^[[B1:bb[0-9]+]], ^[[CLEANUP:bb[0-9]+]]
// CHECK-NEXT:  ^[[B1]]:
// CHECK-NEXT:    %[[S1:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[T]], %[[HDL]] : !async.token
// CHECK-NEXT:    async.coro.suspend %[[S1]], ^[[SUSPEND]], ^[[B2:bb[0-9]+]], ^[[CLEANUP]]
// CHECK-NEXT:  ^[[B2]]:
// CHECK-NEXT:    %[[E1:.*]] = async.runtime.is_error %[[T]] : !async.token
// CHECK-NEXT:    cond_br %[[E1]], ^[[SET_ERROR:bb[0-9]+]], ^[[B3:bb[0-9]+]]
// CHECK-NEXT:  ^[[B3]]:
// CHECK-NEXT:    %[[S2:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[V]], %[[HDL]] : !async.value<i64>
// CHECK-NEXT:    async.coro.suspend %[[S2]], ^[[SUSPEND]], ^[[B4:bb[0-9]+]], ^[[CLEANUP]]
// CHECK-NEXT:  ^[[B4]]:
// CHECK-NEXT:    %[[E2:.*]] = async.runtime.is_error %[[V]] : !async.value<i64>
// CHECK-NEXT:    cond_br %[[E2]], ^[[SET_ERROR]], ^[[B5:bb[0-9]+]]
// CHECK-NEXT:  ^[[B5]]:
// CHECK-NEXT:    %[[X:.*]] = async.runtime.load %[[V]] : {{(!async.value)?}}<i64>
// CHECK-NEXT:    %[[S3:.*]] = async.coro.save %[[HDL]]
// CHECK-NEXT:    async.runtime.await_and_resume %[[G]], %[[HDL]] : !async.group
// CHECK-NEXT:    async.coro.suspend %[[S3]], ^[[SUSPEND]], ^[[B6:bb[0-9]+]], ^[[CLEANUP]]
// CHECK-NEXT:  ^[[B6]]:
// CHECK-NEXT:    %[[E3:.*]] = async.runtime.is_error %[[G]] : !async.group
// CHECK-NEXT:    cond_br %[[E3]], ^[[SET_ERROR]], ^[[B7:bb[0-9]+]]
// CHECK-NEXT:  ^[[B7]]:
// CHECK-NEXT:    arith.addi %[[X]], %[[X]] : i64
// CHECK-NOT:     async.runtime.await
// CHECK-NOT:     assert
// CHECK:       ^[[SET_ERROR]]:
// CHECK:       }
