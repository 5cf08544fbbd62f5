// Groups (LLVM 14 syntax): async.create_group and async.add_to_group become their
// runtime counterparts, in plain functions and in coroutines alike; await_all on a
// group suspends in a coroutine and blocks elsewhere (see await.mlir for the details).
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime --compat=22 | mlir-opt-22 > /dev/null

// CHECK-LABEL: func @fan_out(
// CHECK-SAME:      %[[T:arg[0-9]+]]: !async.token)
func @fan_out(%t: !async.token) attributes {async.allowed_to_block} {
  // CHECK-NEXT: %[[N:.*]] = arith.constant 3 : index
  // CHECK-NEXT: %[[G:.*]] = async.runtime.create_group %[[N]] : !async.group
  // CHECK-NEXT: %{{.*}} = async.runtime.add_to_group %[[T]], %[[G]] : !async.token
  // CHECK-NEXT: %[[E:.*]] = call @async_execute_fn() : () -> !async.token
  // CHECK-NEXT: %{{.*}} = async.runtime.add_to_group %[[E]], %[[G]] : !async.token
  // The group is captured by the second task, which fills it from inside.
  // CHECK-NEXT: %[[F:.*]] = call @async_execute_fn_1(%[[G]]) : (!async.group) -> !async.token
  // CHECK-NEXT: async.runtime.await %[[F]] : !async.token
  // CHECK:      async.runtime.await %[[G]] : !async.group
  // CHECK-NEXT: %[[ERR:.*]] = async.runtime.is_error %[[G]] : !async.group
  // CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
  // CHECK-NEXT: %[[OK:.*]] = arith.xori %[[ERR]], %[[TRUE]] : i1
  // CHECK-NEXT: assert %[[OK]], "Awaited async operand is in error state"
  // CHECK-NEXT: return
  %c3 = arith.constant 3 : index
  %g = async.create_group %c3 : !async.group
  %i0 = async.add_to_group %t, %g : !async.token
  %e = async.execute { async.yield }
  %i1 = async.add_to_group %e, %g : !async.token
  %f = async.execute {
    %inner = async.execute { async.yield }
    %i2 = async.add_to_group %inner, %g : !async.token
    async.yield
  }
  async.await %f : !async.token
  async.await_all %g
  return
}

// CHECK-LABEL: func private @async_execute_fn() -> !async.token
// CHECK-LABEL: func private @async_execute_fn_0() -> !async.token
// CHECK-LABEL: func private @async_execute_fn_1(
// CHECK-SAME:      %[[G:arg[0-9]+]]: !async.group) -> !async.token
// CHECK:         %[[INNER:.*]] = call @async_execute_fn_0() : () -> !async.token
// CHECK-NEXT:    %{{.*}} = async.runtime.add_to_group %[[INNER]], %[[G]] : !async.token
// CHECK-NEXT:    async.runtime.set_available %{{.*}} : !async.token
