// The async dialect's own checks in LLVM 22 syntax, worded as mlir-opt-22 words them; an
// op's invariants are checked before its block's missing terminator; and every function
// with an error reports it (one error per function, as mlir-opt verifies them apart).
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics

func.func @await_not_async(%x: f32) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'f32'}}
  async.await %x : f32
  func.return
}

// -----

func.func @await_wrong_result(%v: !async.value<f32>) {
  // expected-error @+1 {{'async.await' op result type 'i32' does not match async value type 'f32'}}
  %0 = "async.await"(%v) : (!async.value<f32>) -> i32
  func.return
}

// -----

func.func @await_token_result(%t: !async.token) {
  // expected-error @+1 {{'async.await' op awaiting on a token must have empty result}}
  %0 = "async.await"(%t) : (!async.token) -> i32
  func.return
}

// -----

// expected-error @+1 {{'async.func' op result is expected to be at least of size 1, but got 0}}
async.func @no_results(%x: f32) {
  return
}

// -----

// expected-error @+1 {{'async.func' op result type must be async value type or async token type, but got 'f32'}}
async.func @plain_result(%x: f32) -> f32 {
  return %x : f32
}

// -----

// expected-error @+1 {{async token type is expected to appear as the 1st return value, but got 2}}
async.func @token_second(%x: f32) -> (!async.value<f32>, !async.token) {
  return %x : f32
}

// -----

// The await's own error comes first, though its block has no terminator either.
func.func @invariants_before_terminator(%x: i32) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'i32'}}
  async.await %x : i32
}

// -----

// Two functions, an error in each: both are reported.
func.func @first(%x: f32) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'f32'}}
  async.await %x : f32
  func.return
}
func.func @second(%x: i64) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'i64'}}
  async.await %x : i64
  func.return
}

// -----

// Dominance is checked last, once every op's invariants passed.
func.func @use_before_def(%x: i32) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %x : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.addi %x, %x : i32
  func.return
}
