// vector.print: values, and (LLVM 22) punctuation and strings, in LLVM-22 syntax.
// INTEROP: skip-14
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @vectors(%arg0: f32, %arg1: vector<4xf32>, %arg2: index, %arg3: vector<2x[4]xi1>) {
// CHECK-NEXT:     vector.print %arg0 : f32
// CHECK-NEXT:     vector.print %arg1 : vector<4xf32>
// CHECK-NEXT:     vector.print %arg2 : index punctuation <comma>
// CHECK-NEXT:     vector.print %arg3 : vector<2x[4]xi1>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <no_punctuation>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print str "sum: "
// CHECK-NEXT:     vector.print str "tab\09and \22quotes\22\0A"
// CHECK-NEXT:     vector.print %arg0 : f32 {note = "kept"}
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @vectors(%x: f32, %v: vector<4xf32>, %i: index, %m: vector<2x[4]xi1>) {
  vector.print %x : f32
  vector.print %v : vector<4xf32>
  vector.print %i : index punctuation <comma>
  vector.print %m : vector<2x[4]xi1>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <no_punctuation>
  vector.print punctuation <newline>
  vector.print str "sum: "
  vector.print str "tab\tand \"quotes\"\n"
  vector.print %x : f32 {note = "kept"}
  vector.print
  return
}
