// function-signature.mlir in LLVM 22 syntax: the type attribute is `function_type` (`type`
// is an attribute like any other), and async.func follows the same rules.
// (The line is checked by --verify-diagnostics: mlir-opt-14 numbers lines within the chunk.)

// expected-error@+1 {{expected non-empty function body}}
func.func private @f() {
}
