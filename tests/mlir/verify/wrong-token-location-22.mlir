// Where a missing token is reported in LLVM 22: mlir-opt 22 puts the error right after the
// text before the unexpected token (backing up over blanks, line ends, blank lines and
// comments at the ends of the lines it backs into), not at the token as LLVM 14 does
// (wrong-token-location-14.mlir). It matters for `expected-error` lines: the error is on
// the line where the token is missing. The columns are checked on stderr, both tools.
// RUN: not async-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-22 %s -split-input-file 2>&1 | FileCheck %s

// CHECK: wrong-token-location-22.mlir:[[@LINE+2]]:27: error: expected ':'
func.func @same_line(%t: !async.token) {
  async.runtime.add_ref %t   !async.token
  return
}

// -----

// CHECK: wrong-token-location-22.mlir:[[@LINE+2]]:46: error: expected ':'
func.func @next_line(%t: !async.token) {
  async.runtime.drop_ref %t {count = 2 : i64}

    !async.token
  return
}

// -----

// CHECK: wrong-token-location-22.mlir:[[@LINE+2]]:22: error: expected ':'
func.func @after_comment(%v: !async.value<i32>) -> i32 {
  %x = async.await %v   // the type is missing
  // and this line is a comment too

  return %x : i32
}

// -----

// A function's argument list.
// CHECK: wrong-token-location-22.mlir:[[@LINE+1]]:29: error: expected ')'
func.func @signature(%a: i32    %b: i32) {
  return
}

// -----

// CHECK: wrong-token-location-22.mlir:[[@LINE+2]]:13: error: expected non-function type
func.func @missing_type(%a:
    i32, %b:
) {
  return
}

// -----

// CHECK: wrong-token-location-22.mlir:[[@LINE+2]]:26: error: expected SSA operand
func.func @missing_operand(%t: !async.token) {
  %g = async.create_group
  async.await_all %g
  return
}
