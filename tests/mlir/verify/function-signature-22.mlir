// function-signature.mlir in LLVM 22 syntax: the type attribute is `function_type` (`type`
// is an attribute like any other), and async.func follows the same rules.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics
// (The line is checked by --verify-diagnostics: mlir-opt-14 numbers lines within the chunk.)
// RUN: not async-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-22 %s --split-input-file 2>&1 | FileCheck %s
// RUN: async-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=TYPE

// CHECK: :24: error: custom op 'func.func' expected non-empty function body
// expected-error@+1 {{expected non-empty function body}}
func.func private @f() {
}

// -----

// CHECK: :65: error: custom op 'func.func' expected non-empty function body
// expected-error@+1 {{expected non-empty function body}}
func.func @f() -> !async.value<!async.value<!async.value<i64>>> {
}

// -----

// CHECK: :33: error: custom op 'async.func' expected non-empty function body
// expected-error@+1 {{expected non-empty function body}}
async.func @f() -> !async.token {
}

// -----

// CHECK: :30: error: custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary
// expected-error@+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f(%a: i64) -> i64 attributes {sym_visibility = "private"} {
  return %a : i64
}

// -----

// CHECK: :16: error: custom op 'func.func' 'sym_name' is an inferred attribute
// expected-error@+1 {{'sym_name' is an inferred attribute}}
func.func @g() attributes {sym_name = "h"} {
  return
}

// -----

// CHECK: :16: error: custom op 'func.func' 'function_type' is an inferred attribute
// expected-error@+1 {{'function_type' is an inferred attribute}}
func.func @k() attributes {function_type = (i64) -> ()} {
  return
}

// -----

// CHECK: :33: error: custom op 'async.func' 'function_type' is an inferred attribute
// expected-error@+1 {{'function_type' is an inferred attribute}}
async.func @f() -> !async.token attributes {function_type = () -> ()} {
  return
}

// -----

// `type` is no longer the function type: it is kept.
// TYPE: "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
// TYPE: }) {type = (i64) -> ()} : () -> ()
func.func @k() attributes {type = (i64) -> ()} {
  return
}
