// Verifier and parse errors of llvm.func and llvm.return in LLVM-14 syntax, in mlir-opt-14's
// words (where they differ from LLVM 22's: entry blocks, the required attributes, variadic
// definitions).
// INTEROP: skip-22
// RUN: async-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// (A typed pointer tells LLVM 14 syntax.)
// expected-note@+1 {{when returning from function}}
llvm.func @wrong_type(%a: i32, %p: !llvm.ptr<i8>) -> f32 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @missing(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @extra(%a: i32) {
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

llvm.func @two(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.return' op expected at most 1 operand}}
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}

// -----

// expected-error@+1 {{'llvm.func' op the type of entry block argument #0 does not match the function signature}}
"llvm.func"() ({
^bb0(%x: f32):
  "llvm.return"() : () -> ()
}) {sym_name = "entry_type", type = !llvm.func<void (i32)>} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
"llvm.func"() ({
^bb0:
  "llvm.return"() : () -> ()
}) {sym_name = "entry_count", type = !llvm.func<void (i32)>} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op only external functions can be variadic}}
llvm.func @variadic_definition(%n: i32, ...) {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_declaration()

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common() {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op requires 'type' attribute of wrapped LLVM function type}}
"llvm.func"() ({
}) {sym_name = "builtin_type", type = (i32) -> ()} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op requires string attribute 'sym_name'}}
"llvm.func"() ({
}) {type = !llvm.func<void ()>} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op requires a type attribute 'type'}}
"llvm.func"() ({
}) {sym_name = "no_type"} : () -> ()

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i32, i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' attribute 'linkage' occurs more than once in the attribute list}}
llvm.func @linkage_twice() attributes {linkage = #llvm.linkage<internal>}

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @index_argument(%i: index) {
  llvm.return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @variadic_first(..., i32)

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
llvm.func @unknown_type(!llvm.foo)
