// Outlining of async.execute (LLVM 14 syntax): each region becomes a private
// coroutine function appended at the end of the module, named async_execute_fn,
// then _0, _1, ... Its arguments are the dependencies, then the value operands, then
// the values the body captures (constants are cloned into the body instead); its
// results are the token and one !async.value per yielded value. Nested executes are
// outlined inner first, so the outer function calls the inner one.
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime | mlir-opt-14 > /dev/null
// RUN: async-opt %s -async-to-async-runtime --compat=22 | mlir-opt-22 > /dev/null

// CHECK-LABEL: func @outline(
// CHECK-SAME:      %[[ARG:.*]]: f32, %[[DEP:.*]]: !async.token, %[[VAL:.*]]: !async.value<i32>)
func @outline(%arg: f32, %dep: !async.token, %val: !async.value<i32>) -> !async.token
    attributes {async.allowed_to_block} {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32

  // No operands, nothing captured.
  // CHECK:      %[[T0:.*]] = call @async_execute_fn() : () -> !async.token
  %t0 = async.execute {
    async.yield
  }

  // A dependency, a value operand, a captured argument and a constant: the
  // constant is not passed, the dependencies come first, then the operands, then
  // the captured values.
  // CHECK-NEXT: %[[R1:.*]]:2 = call @async_execute_fn_0(%[[DEP]], %[[T0]], %[[VAL]], %[[ARG]])
  // CHECK-SAME:     : (!async.token, !async.token, !async.value<i32>, f32) -> (!async.token, !async.value<f32>)
  %t1, %v1 = async.execute [%dep, %t0] (%val as %x : !async.value<i32>) -> !async.value<f32> {
    %f = arith.sitofp %x : i32 to f32
    %s = arith.addf %f, %arg : f32
    %r = arith.addf %s, %one : f32
    async.yield %r : f32
  }

  // Two results, and an operand that is an earlier execute's result.
  // CHECK-NEXT: %[[R2:.*]]:3 = call @async_execute_fn_1(%[[R1]]#1)
  // CHECK-SAME:     : (!async.value<f32>) -> (!async.token, !async.value<f32>, !async.value<i32>)
  %t2, %v2, %v3 = async.execute (%v1 as %y : !async.value<f32>) -> (!async.value<f32>, !async.value<i32>) {
    %i = arith.fptosi %y : f32 to i32
    async.yield %y, %i : f32, i32
  }

  // Nested: the inner execute is outlined first and the outer body calls it.
  // CHECK-NEXT: %[[R3:.*]] = call @async_execute_fn_3(%[[ARG]]) : (f32) -> !async.token
  %t3 = async.execute {
    %t4, %v4 = async.execute -> !async.value<f32> {
      %m = arith.mulf %arg, %two : f32
      async.yield %m : f32
    }
    async.yield
  }
  // CHECK-NEXT: return %[[R3]] : !async.token
  return %t3 : !async.token
}

// The outlined functions follow the existing ones, in order of outlining.
// CHECK-LABEL: func @after(
func @after() {
  return
}

// CHECK-LABEL: func private @async_execute_fn() -> !async.token
// CHECK-SAME:      attributes {passthrough = {{\[\[}}"coroutine.presplit", "0"]]}

// CHECK-LABEL: func private @async_execute_fn_0(
// CHECK-SAME:      %[[D0:.*]]: !async.token, %[[D1:.*]]: !async.token, %[[X:.*]]: !async.value<i32>, %[[A:.*]]: f32)
// CHECK-SAME:      -> (!async.token, !async.value<f32>)
// The dependencies, then the operand, are awaited before the body runs.
// CHECK:         async.runtime.await_and_resume %[[D0]], %{{.*}} : !async.token
// CHECK:         async.runtime.await_and_resume %[[D1]], %{{.*}} : !async.token
// CHECK:         async.runtime.await_and_resume %[[X]], %{{.*}} : !async.value<i32>
// CHECK:         %[[XV:.*]] = async.runtime.load %[[X]] : {{(!async.value)?}}<i32>
// CHECK:         %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[F:.*]] = arith.sitofp %[[XV]] : i32 to f32
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[F]], %[[A]] : f32
// CHECK-NEXT:    arith.addf %[[S]], %[[ONE]] : f32

// CHECK-LABEL: func private @async_execute_fn_1(
// CHECK-SAME:      -> (!async.token, !async.value<f32>, !async.value<i32>)

// The inner execute of the nested pair: it captures %arg and clones the constant.
// CHECK-LABEL: func private @async_execute_fn_2(
// CHECK-SAME:      %[[A2:.*]]: f32) -> (!async.token, !async.value<f32>)
// CHECK:         %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    arith.mulf %[[A2]], %[[TWO]] : f32

// The outer one calls it with its own argument.
// CHECK-LABEL: func private @async_execute_fn_3(
// CHECK-SAME:      %[[A3:.*]]: f32) -> !async.token
// CHECK:         call @async_execute_fn_2(%[[A3]]) : (f32) -> (!async.token, !async.value<f32>)
// CHECK-NOT:   func
