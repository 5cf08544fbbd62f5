// What follows the split marker on its line begins the next chunk, as in mlir-opt: an
// extra dash or words there do not parse. A marker one dash short is a near miss: a
// warning, and no cut.
// LLVM 14 syntax. (mlir-opt-14 numbers lines and columns within chunks: see the -22 file
// for where the errors are.)
// RUN: not async-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-14 %s --split-input-file 2>&1 | FileCheck %s

// CHECK-DAG: :7: warning: near miss with file split marker
// CHECK-DAG: error: expected operation name in quotes
// CHECK-DAG: error: custom op 'builtin.words' is unknown
func @a() {
  return
}
// ----
func @b() {
  return
}
// ------
func @c() {
  return
}
// ----- words
func @d() {
  return
}
