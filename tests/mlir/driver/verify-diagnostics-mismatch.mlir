// --verify-diagnostics failures that follow from how mlir-opt reads `expected-*` lines:
// `@above` may point at a comment, the message runs to the last `}}`, and a diagnostic of
// another severity on the expected line is a near miss.
// LLVM 14 syntax. (The checks name columns only: mlir-opt-14 numbers lines within chunks.)
// RUN: not async-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s
// RUN: not mlir-opt-14 %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s

func @above_points_at_a_comment() {
  // CHECK-DAG: :15: error: unexpected error: use of undeclared SSA value name
  async.await %nope : !async.token
  // a plain comment
  // CHECK-DAG: :6: error: expected error "use of undeclared SSA value name" was not produced
  // expected-error@above {{use of undeclared SSA value name}}
  return
}

// -----

func @one_expectation_per_line() {
  // CHECK-DAG: :6: error: expected error "undeclared}} expected-note {{[{][{]}}x" was not produced
  // expected-error@+2 {{undeclared}} expected-note {{x}}
  // CHECK-DAG: :15: error: unexpected error: use of undeclared SSA value name
  async.await %nope2 : !async.token
  return
}

// -----

func @near_miss(%a: i32) {
  // CHECK-DAG: :6: error: 'error' diagnostic emitted when expecting a 'warning'
  // expected-warning@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %b = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}
