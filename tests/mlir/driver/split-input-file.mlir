// --split-input-file: each chunk is parsed and printed on its own, chunks are separated by
// the separator line in the output, value names restart in every chunk, an error in one chunk is
// reported with its line in the whole file and does not stop the others, and the exit
// status is 1 when any chunk failed. Unlike mlir-opt, which still prints the chunks that
// succeeded, a run with a failed chunk writes nothing (no stdout, no -o file): every chunk
// must succeed for any output to appear.
// RUN: not async-opt %s --split-input-file 2>%t.err | FileCheck %s --check-prefix=NOTHING --allow-empty
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: rm -f %t.out && not async-opt %s --split-input-file -o %t.out 2>/dev/null && test ! -e %t.out
// NOTHING-NOT: {{.}}
// RUN: not mlir-opt-22 %s --split-input-file 2>%t.err22 | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err22
// Without the flag the separators are comments and the file is one module.
// RUN: not async-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE

// CHECK: module {
// CHECK-NEXT:   func.func @first(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^//}} -----
// CHECK-NEXT: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @third(%arg0: f32) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }


func.func @first(%x: i32) -> i32 {
  return %x : i32
}

// -----

func.func @second() -> i32 {
  // ERR: split-input-file.mlir:[[@LINE+2]]:10: error: use of undeclared SSA value name
  // WHOLE: split-input-file.mlir:[[@LINE+1]]:10: error: use of undeclared SSA value name
  return %undefined : i32
  // ERR-NOT: error
}

// -----

func.func @third(%y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %r = arith.addf %y, %one : f32
  return %r : f32
}
