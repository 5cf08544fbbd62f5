// What the lexer cannot read is reported in the lexer's words and at its place, whatever
// the parser expected there, as in mlir-opt (both generations say the same).
// LLVM 14 syntax.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics
// The columns (mlir-opt-14 numbers lines within chunks):
// RUN: not async-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-14 %s --split-input-file 2>&1 | FileCheck %s
// CHECK: :23: error: invalid SSA name
// CHECK: :23: error: invalid block name
// CHECK: :23: error: invalid attribute name
// CHECK: :23: error: invalid type identifier
// CHECK: :24: error: @ identifier expected to start with letter or '_'
// CHECK: :24: error: expected three consecutive dots for an ellipsis
// CHECK: :25: error: unknown escape in string literal
// CHECK: :23: error: unexpected character
// CHECK: :27: error: expected '"' in string literal

func @f() {
  // expected-error@+1 {{invalid SSA name}}
  %x = arith.constant % 1 : i32
  return
}

// -----

func @f() {
  // expected-error@+1 {{invalid block name}}
  %x = arith.constant ^ 1 : i32
  return
}

// -----

func @f() {
  // expected-error@+1 {{invalid attribute name}}
  %x = arith.constant # 1 : i32
  return
}

// -----

func @f() {
  // expected-error@+1 {{invalid type identifier}}
  %x = arith.constant ! 1 : i32
  return
}

// -----

func @f() {
  // expected-error@+1 {{@ identifier expected to start with letter or '_'}}
  %x = arith.constant @1 : i32
  return
}

// -----

func @f() {
  // expected-error@+1 {{expected three consecutive dots for an ellipsis}}
  %x = arith.constant . : i32
  return
}

// -----

func @f() {
  // expected-error@+1 {{unknown escape in string literal}}
  %x = arith.constant "a\q" : i32
  return
}

// -----

func @f() {
  // expected-error@+1 {{unexpected character}}
  %x = arith.constant ` : i32
  return
}

// -----

func @f() {
  // expected-error@+1 {{expected '"' in string literal}}
  %x = arith.constant "abc
  return
}
