// Where a missing token is reported in LLVM 14: at the unexpected token itself, even on a
// later line (LLVM 22 reports right after the text before it: wrong-token-location-22.mlir).
// RUN: async-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-14 %s -split-input-file -verify-diagnostics

func @same_line(%t: !async.token) {
  // expected-error@+1 {{expected ':'}}
  async.runtime.add_ref %t   !async.token
  return
}

// -----

func @next_line(%t: !async.token) {
  async.runtime.drop_ref %t {count = 2 : i64}

    // expected-error@+1 {{expected ':'}}
    !async.token
  return
}

// -----

func @after_comment(%v: !async.value<i32>) -> i32 {
  %x = async.await %v   // the type is missing
  // and this line is a comment too

  // expected-error@+1 {{expected ':'}}
  return %x : i32
}

// -----

func @missing_type(%a:
    i32, %b:
// expected-error@+1 {{expected non-function type}}
) {
  return
}

// -----

func @missing_operand(%t: !async.token) {
  %g = async.create_group
  // expected-error@+1 {{expected SSA operand}}
  async.await_all %g
  return
}

// -----

// A function's result list: "expected ')'", as in the argument list (no "in function ...").
// expected-error@+1 {{expected ')'}}
func @results() -> (i32 i64) {
  return
}
