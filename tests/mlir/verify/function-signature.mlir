// A function's custom form: an empty body is not a declaration, and the attribute
// dictionary may not repeat what the signature spells (LLVM 14's type attribute is `type`).
// LLVM 14 syntax.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics
// (The line is checked by --verify-diagnostics: mlir-opt-14 numbers lines within the chunk.)
// RUN: not async-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-14 %s --split-input-file 2>&1 | FileCheck %s

// CHECK: :19: error: custom op 'builtin.func' expected non-empty function body
// expected-error@+1 {{expected non-empty function body}}
func private @f() {
}

// -----

// A public one is no declaration either.
// CHECK: :60: error: custom op 'builtin.func' expected non-empty function body
// expected-error@+1 {{expected non-empty function body}}
func @f() -> !async.value<!async.value<!async.value<i64>>> {
}

// -----

// With named arguments the body has an entry block, which has no terminator.
// expected-error@+1 {{empty block: expect at least a terminator}}
func @f(%a: i64) {
}

// -----

// CHECK: :25: error: custom op 'builtin.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary
// expected-error@+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func @f(%a: i64) -> i64 attributes {sym_visibility = "private"} {
  return %a : i64
}

// -----

// CHECK: :11: error: custom op 'builtin.func' 'sym_name' is an inferred attribute
// expected-error@+1 {{'sym_name' is an inferred attribute}}
func @g() attributes {sym_name = "h"} {
  return
}

// -----

// CHECK: :11: error: custom op 'builtin.func' 'type' is an inferred attribute
// expected-error@+1 {{'type' is an inferred attribute}}
func @k() attributes {type = (i64) -> ()} {
  return
}

// -----

// Declarations too; visibility is checked first.
// CHECK: :19: error: custom op 'builtin.func' 'sym_visibility' is an inferred attribute
// expected-error@+1 {{'sym_visibility' is an inferred attribute}}
func private @d() attributes {type = () -> (), sym_visibility = "private"}
