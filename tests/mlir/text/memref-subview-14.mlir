// memref.subview with static and dynamic offsets, sizes and strides, in LLVM-14 syntax.
// RUN: async-opt %s -split-input-file | FileCheck %s
// RUN: async-opt %s -split-input-file | async-opt -split-input-file - | FileCheck %s
// RUN: mlir-opt-14 %s -split-input-file | FileCheck %s

// CHECK: #map0 = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 32 + d1 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 16)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func @views(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT:     %0 = memref.subview %arg0[%arg1, 4] [%arg2, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, #map0>
// CHECK-NEXT:     %1 = memref.subview %arg0[0, 0] [4, 4] [2, 2] : memref<8x16xf32> to memref<4x4xf32, #map1>
// CHECK-NEXT:     %2 = memref.subview %arg0[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, #map2>
// CHECK-NEXT:     %3 = memref.subview %arg3[%arg1, 0] [4, %arg2] [1, 1] : memref<?x?xf32> to memref<4x?xf32, #map3>
// CHECK-NEXT:     memref.copy %0, %0 : memref<?x4xf32, #map0> to memref<?x4xf32, #map0>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#strided_dyn = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
#strided_2 = affine_map<(d0, d1) -> (d0 * 32 + d1 * 2)>
func @views(%src: memref<8x16xf32>, %off: index, %n: index, %dyn: memref<?x?xf32>) {
  %a = memref.subview %src[%off, 4] [%n, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, #strided_dyn>
  %b = memref.subview %src[0, 0] [4, 4] [2, 2] : memref<8x16xf32> to memref<4x4xf32, #strided_2>
  %c = memref.subview %src[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, affine_map<(d0) -> (d0 + 16)>>
  %e = memref.subview %dyn[%off, 0] [4, %n] [1, 1] : memref<?x?xf32> to memref<4x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>
  memref.copy %a, %a : memref<?x4xf32, #strided_dyn> to memref<?x4xf32, #strided_dyn>
  return
}

// -----

// LLVM 14 takes a result without a layout whatever its strides; LLVM 22 does not.
// INTEROP: skip-22

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @identity_result(%arg0: memref<8x16xf32>) {
// CHECK-NEXT:     %0 = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @identity_result(%src: memref<8x16xf32>) {
  %f = memref.subview %src[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}
