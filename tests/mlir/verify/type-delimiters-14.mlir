// A shaped type or an attribute dictionary without its delimiter, in mlir-opt's words: the
// type's name in "expected '<' in memref type", a memref's "expected ',' or '>' in memref
// type" after its element type but "expected ',' or '>'" after a memory space, "expected '>'
// in tensor type" / "in vector type", "expected '{' in attribute dictionary" (LLVM 14 syntax;
// type-delimiters-22.mlir is the same in LLVM 22's, whose words are the same).
// RUN: async-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-14 %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected '<' in memref type}}
func @memref_open(%a: memref 4xf32>) {
  return
}

// -----

// expected-error@+1 {{expected ',' or '>' in memref type}}
func @memref_close(%a: memref<4xf32 %b: i32) {
  return
}

// -----

// expected-error@+1 {{expected ',' or '>'}}
func @memref_space(%a: memref<4xf32, 1 %b: i32) {
  return
}

// -----

// expected-error@+1 {{expected '>' in tensor type}}
func @tensor_close(%a: tensor<4xf32 %b: i32) {
  return
}

// -----

// expected-error@+1 {{expected '>' in vector type}}
func @vector_close(%a: vector<4xf32 %b: i32) {
  return
}

// -----

// expected-error@+1 {{expected '<' in vector type}}
func @vector_open(%a: vector) {
  return
}

// -----

// expected-error@+1 {{expected '{' in attribute dictionary}}
func @dictionary() attributes  answer = 42} {
  return
}
