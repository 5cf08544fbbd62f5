// vector.print in LLVM-14 syntax (attributes before the colon).
// RUN: async-opt %s -split-input-file | FileCheck %s
// RUN: async-opt %s -split-input-file | async-opt -split-input-file - | FileCheck %s
// RUN: mlir-opt-14 %s -split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func @vectors(%arg0: f32, %arg1: vector<4xf32>, %arg2: index, %arg3: vector<2x[4]xi1>) {
// CHECK-NEXT:     vector.print %arg0 : f32
// CHECK-NEXT:     vector.print %arg1 : vector<4xf32>
// CHECK-NEXT:     vector.print %arg2 : index
// CHECK-NEXT:     vector.print %arg3 : vector<2x[4]xi1>
// CHECK-NEXT:     vector.print %arg0 {note = "kept"} : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @vectors(%x: f32, %v: vector<4xf32>, %i: index, %m: vector<2x[4]xi1>) {
  vector.print %x : f32
  vector.print %v : vector<4xf32>
  vector.print %i : index
  vector.print %m : vector<2x[4]xi1>
  vector.print %x {note = "kept"} : f32
  return
}

// -----

// LLVM 14 prints any type; LLVM 22 only vectors, integers, index and floats.
// INTEROP: skip-22

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @print_memref(%arg0: memref<4xf32>) {
// CHECK-NEXT:     vector.print %arg0 : memref<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @print_memref(%any: memref<4xf32>) {
  vector.print %any : memref<4xf32>
  return
}
