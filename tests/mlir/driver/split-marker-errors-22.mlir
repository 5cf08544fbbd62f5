// split-marker-errors.mlir in LLVM 22 syntax, where mlir-opt numbers lines and columns in
// the whole file: the next chunk starts right after the marker, mid-line.
// RUN: not async-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-22 %s --split-input-file 2>&1 | FileCheck %s

// CHECK-DAG: split-marker-errors-22.mlir:[[# @LINE + 6]]:7: warning: near miss with file split marker
// CHECK-DAG: split-marker-errors-22.mlir:[[# @LINE + 9]]:9: error: expected operation name in quotes
// CHECK-DAG: split-marker-errors-22.mlir:[[# @LINE + 12]]:10: error: custom op 'words' is unknown
func.func @a() {
  return
}
// ----
func.func @b() {
  return
}
// ------
func.func @c() {
  return
}
// ----- words
func.func @d() {
  return
}
