// Verifier and parse errors of llvm.func and llvm.return in LLVM-22 syntax, in mlir-opt-22's
// words: what a return gives against the function's result, entry blocks against the
// signature, linkage of declarations, properties the generic form must have, and the
// signatures the custom form cannot build.
// INTEROP: skip-14
// RUN: async-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-22 %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// (An opaque pointer tells LLVM 22 syntax: the chunks after this one are read as LLVM 22.)
// expected-note@+1 {{when returning from function}}
llvm.func @wrong_type(%a: i32, %p: !llvm.ptr) -> f32 {
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

// A return nested in another op's region is checked against the enclosing llvm.func.
// expected-note@+1 {{when returning from function}}
llvm.func @nested(%a: i32) -> f32 {
  "foo.region"() ({
    // expected-error@+1 {{'llvm.return' op mismatching result types}}
    llvm.return %a : i32
  }) : () -> ()
  llvm.return
}

// -----

llvm.func @two(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}

// -----

// Outside an llvm.func, a return is not checked against anything.
func.func @in_func() {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "entry_type"}> ({
^bb0(%x: f32):
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "entry_count"}> ({
^bb0:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_declaration()

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common() {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() <{function_type = (i32) -> (), sym_name = "builtin_type"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op requires attribute 'sym_name'}}
"llvm.func"() <{function_type = !llvm.func<void ()>}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op requires attribute 'function_type'}}
"llvm.func"() <{sym_name = "no_type"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i32, i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @index_argument(%i: index) {
  llvm.return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results}}
llvm.func @memref_result() -> memref<4xf32>

// -----

// expected-error@+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @variadic_first(..., i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' expected type instead of SSA identifier}}
llvm.func @mixed(i32, %a: i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' attribute 'linkage' occurs more than once in the attribute list}}
llvm.func @linkage_twice() attributes {linkage = #llvm.linkage<internal>}

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
llvm.func @unknown_type(!llvm.foo)

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
"llvm.func"() <{function_type = !llvm.func<void (void)>, sym_name = "void_argument"}> ({
}) : () -> ()
