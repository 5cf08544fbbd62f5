// Adversarial finding 10: a NUL byte is whitespace to mlir-opt's lexer (it ends an
// identifier), kept in a string literal and skipped in a comment; bytes that are not UTF-8
// are kept in a string attribute and skipped in a comment. Elsewhere they are a located
// error. The inputs are written by the RUN lines: this file stays UTF-8 without NULs.
// LLVM 14 syntax.
// RUN: printf 'func @f() {\n  return\n} \0\n\0func @g() {\0\n  // a comment \0 \377\376\n  %%%%false = arith.constant false\n  assert %%%%false, "a\0b \377\376 \\FD"\n  return\n}\n' > %t.mlir
// RUN: async-opt %t.mlir | FileCheck %s
// RUN: async-opt %t.mlir | async-opt - | FileCheck %s
// RUN: mlir-opt-14 %t.mlir | FileCheck %s
// RUN: async-opt %t.mlir --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt-14 %t.mlir --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK:      func @f() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: func @g() {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   assert %false, "a\00b \FF\FE \FD"
// CHECK-NEXT:   return
// CHECK-NEXT: }
// GENERIC: "std.assert"(%0) {msg = "a\00b \FF\FE \FD"} : (i1) -> ()

// A NUL ends an identifier; a stray byte is an unexpected character.
// RUN: printf 'func @f() {\n  %%%%x = arith.con\0stant 1 : i32\n  return\n}\n' > %t.id.mlir
// RUN: not async-opt %t.id.mlir 2>&1 | FileCheck %s --check-prefix=ID
// RUN: not mlir-opt-14 %t.id.mlir 2>&1 | FileCheck %s --check-prefix=ID
// ID: .id.mlir:2:8: error: custom op 'arith.con' is unknown
// RUN: printf 'func @f() {\n  %%%%x = arith.constant \377 1 : i32\n  return\n}\n' > %t.stray.mlir
// RUN: not async-opt %t.stray.mlir 2>&1 | FileCheck %s --check-prefix=STRAY
// RUN: not mlir-opt-14 %t.stray.mlir 2>&1 | FileCheck %s --check-prefix=STRAY
// STRAY: .stray.mlir:2:23: error: unexpected character

// Where a string must be text (a symbol, a location, a dictionary key), async-opt refuses
// such bytes (mlir-opt takes them): a located error.
// RUN: printf 'func @"a\377"() {\n  return\n}\n' > %t.sym.mlir
// RUN: not async-opt %t.sym.mlir 2>&1 | FileCheck %s --check-prefix=SYM
// SYM: .sym.mlir:1:7: error: a string that is not UTF-8 is supported only as an attribute value
