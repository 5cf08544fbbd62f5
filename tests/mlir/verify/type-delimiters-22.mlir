// A shaped type or an attribute dictionary without its delimiter, in mlir-opt's words: the
// type's name in "expected '<' in memref type", a memref's "expected ',' or '>' in memref
// type" after its element type but "expected ',' or '>'" after a memory space, "expected '>'
// in tensor type" / "in vector type", "expected '{' in attribute dictionary" (LLVM 22 syntax;
// type-delimiters-14.mlir is the same in LLVM 14's, whose words are the same).
// RUN: async-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 %s -split-input-file -verify-diagnostics
// The memory-space case's message ends there (-verify-diagnostics matches a substring):
// RUN: not async-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-22 %s -split-input-file 2>&1 | FileCheck %s

// expected-error@+1 {{expected '<' in memref type}}
func.func @memref_open(%a: memref 4xf32>) {
  return
}

// -----

// expected-error@+1 {{expected ',' or '>' in memref type}}
func.func @memref_close(%a: memref<4xf32 %b: i32) {
  return
}

// -----

// CHECK: type-delimiters-22.mlir:[[@LINE+2]]:44: error: expected ',' or '>'{{$}}
// expected-error@+1 {{expected ',' or '>'}}
func.func @memref_space(%a: memref<4xf32, 1 %b: i32) {
  return
}

// -----

// expected-error@+1 {{expected '>' in tensor type}}
func.func @tensor_close(%a: tensor<4xf32 %b: i32) {
  return
}

// -----

// expected-error@+1 {{expected '>' in vector type}}
func.func @vector_close(%a: vector<4xf32 %b: i32) {
  return
}

// -----

// expected-error@+1 {{expected '<' in vector type}}
func.func @vector_open(%a: vector) {
  return
}

// -----

// expected-error@+1 {{expected '{' in attribute dictionary}}
func.func @dictionary() attributes  answer = 42} {
  return
}
