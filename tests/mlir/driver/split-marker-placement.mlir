// --split-input-file cuts where mlir-opt's splitAndProcessBuffer cuts (LLVM 14 and 22 the
// same): right after the marker wherever it is on its line, so the code before a marker on
// its line stays in the chunk.
// LLVM 14 syntax.
// RUN: async-opt %s --split-input-file | FileCheck %s
// RUN: mlir-opt-14 %s --split-input-file | FileCheck %s

// CHECK:      func @a() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @a() {
func @a() {
  return
} // -----
func @a() {
  return
}
