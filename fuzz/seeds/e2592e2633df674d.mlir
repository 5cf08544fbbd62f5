// A function's custom form: an empty body is not a declaration, and the attribute
// dictionary may not repeat what the signature spells (LLVM 14's type attribute is `type`).
// LLVM 14 syntax.
// (The line is checked by --verify-diagnostics: mlir-opt-14 numbers lines within the chunk.)

// expected-error@+1 {{expected non-empty function body}}
func private @f() {
}
