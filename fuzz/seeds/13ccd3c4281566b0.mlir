// A shaped type or an attribute dictionary without its delimiter, in mlir-opt's words: the
// type's name in "expected '<' in memref type", a memref's "expected ',' or '>' in memref
// type" after its element type but "expected ',' or '>'" after a memory space, "expected '>'
// in tensor type" / "in vector type", "expected '{' in attribute dictionary" (LLVM 22 syntax;
// type-delimiters-14.mlir is the same in LLVM 14's, whose words are the same).
// The memory-space case's message ends there (-verify-diagnostics matches a substring):

// expected-error@+1 {{expected '<' in memref type}}
func.func @memref_open(%a: memref 4xf32>) {
  return
}
