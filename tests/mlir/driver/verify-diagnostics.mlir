// --verify-diagnostics fails (exit 1) when an expected diagnostic is missing or an unexpected
// one appears, and says which; it succeeds and prints nothing else when all match.
// RUN: not async-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s
// RUN: not mlir-opt-22 %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s

func.func @expected_but_missing() {
  // CHECK-DAG: verify-diagnostics.mlir:[[@LINE+1]]:6: error: expected error "this never happens" was not produced
  // expected-error@+1 {{this never happens}}
  return
}

// -----

func.func @unexpected() {
  // CHECK-DAG: verify-diagnostics.mlir:[[@LINE+1]]:10: error: unexpected error: use of undeclared SSA value name
  return %nothing : i32
}

// -----

func.func @wrong_line() {
  // CHECK-DAG: verify-diagnostics.mlir:[[@LINE+2]]:6: error: expected error "undeclared" was not produced
  // CHECK-DAG: verify-diagnostics.mlir:[[@LINE+2]]:10: error: unexpected error: use of undeclared SSA value name
  // expected-error@+2 {{undeclared}}
  return %nothing : i32
}
