// memref.subview with static and dynamic offsets, sizes and strides, in LLVM-22 syntax. Its `strided<...>`
// layouts are printed as they are for LLVM 14, which cannot read them.
// INTEROP: skip-14
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @views(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 4] [%arg2, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[0, 0] [4, 4] [2, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 2]>>
// CHECK-NEXT:     %subview_1 = memref.subview %arg0[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
// CHECK-NEXT:     %subview_2 = memref.subview %subview_0[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[32, 2]>> to memref<2x2xf32, strided<[32, 2], offset: 34>>
// CHECK-NEXT:     %subview_3 = memref.subview %arg3[%arg1, 0] [4, %arg2] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     memref.copy %subview, %subview : memref<?x4xf32, strided<[16, 1], offset: ?>> to memref<?x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @views(%src: memref<8x16xf32>, %off: index, %n: index, %dyn: memref<?x?xf32>) {
  %a = memref.subview %src[%off, 4] [%n, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  %b = memref.subview %src[0, 0] [4, 4] [2, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 2]>>
  %c = memref.subview %src[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  %d = memref.subview %b[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[32, 2]>> to memref<2x2xf32, strided<[32, 2], offset: 34>>
  %e = memref.subview %dyn[%off, 0] [4, %n] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  memref.copy %a, %a : memref<?x4xf32, strided<[16, 1], offset: ?>> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  return
}
