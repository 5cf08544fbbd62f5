// A shaped type or an attribute dictionary without its delimiter, in mlir-opt's words: the
// type's name in "expected '<' in memref type", a memref's "expected ',' or '>' in memref
// type" after its element type but "expected ',' or '>'" after a memory space, "expected '>'
// in tensor type" / "in vector type", "expected '{' in attribute dictionary" (LLVM 14 syntax;
// type-delimiters-22.mlir is the same in LLVM 22's, whose words are the same).

// expected-error@+1 {{expected '<' in memref type}}
func @memref_open(%a: memref 4xf32>) {
  return
}
