// Every undeclared SSA value is reported, once per name (at its first use), in source
// order, after the whole file has parsed, as mlir-opt does; another parse error ends the
// parse first (undeclared-values-abort.mlir).
// LLVM 14 syntax.
// RUN: async-opt %s --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-14 %s --verify-diagnostics --allow-unregistered-dialect
// RUN: not async-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: not mlir-opt-14 %s --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK:      undeclared-values.mlir:[[# @LINE + 4]]:15: error: use of undeclared SSA value name
// CHECK-NEXT: async.await %nope : !async.token
func @k() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  // CHECK: undeclared-values.mlir:[[# @LINE + 2]]:15: error: use of undeclared SSA value name
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope2 : !async.token
  // Two on one line: one expectation takes both.
  // CHECK: undeclared-values.mlir:[[# @LINE + 3]]:19: error: use of undeclared SSA value name
  // CHECK: undeclared-values.mlir:[[# @LINE + 2]]:23: error: use of undeclared SSA value name
  // expected-error@+1 {{use of undeclared SSA value name}}
  %a = arith.addi %x, %y : i32
  // A name used again is reported at its first use only.
  %b = arith.addi %x, %x : i32
  return
}

// A later function is parsed and reported too.
func @k2() {
  // CHECK: undeclared-values.mlir:[[# @LINE + 2]]:15: error: use of undeclared SSA value name
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %zz : !async.token
  return
}

// A result number the definition does not have stays undeclared.
func @k3() {
  // CHECK: undeclared-values.mlir:[[# @LINE + 2]]:19: error: use of undeclared SSA value name
  // expected-error@+1 {{use of undeclared SSA value name}}
  %r = arith.addi %w#3, %w#0 : i32
  %w:2 = "test.two"() : () -> (i32, i32)
  return
}
// CHECK-NOT: error
