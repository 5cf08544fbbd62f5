// memref in LLVM-22 syntax, same as memref-14.mlir. LLVM 22 names memref results after the
// op (%alloc, %alloca, %cast, %dim), with the shared `_N` suffix counter.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @buffers(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc(%arg0, %arg1) {alignment = 64 : i64} : memref<?x?xi32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<2x2xf64>
// CHECK-NEXT:     memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc_0[%arg0, %c0] : memref<?x4xf32>
// CHECK-NEXT:     %0 = memref.load %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %alloc_0[%arg0, %arg1] : memref<?x4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %cast_2 = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:     %cast_3 = memref.cast %cast : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:     %dim = memref.dim %alloc_0, %c0 : memref<?x4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<?x4xf32>
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<?x?xi32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @buffers(%n: index, %m: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?x4xf32>
  %c = memref.alloc(%n, %m) {alignment = 64 : i64} : memref<?x?xi32>
  %d = memref.alloca() : memref<2x2xf64>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.store %v, %b[%n, %c0] : memref<?x4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = memref.load %b[%n, %m] : memref<?x4xf32>
  %dyn = memref.cast %a : memref<4xf32> to memref<?xf32>
  %unranked = memref.cast %a : memref<4xf32> to memref<*xf32>
  %back = memref.cast %dyn : memref<?xf32> to memref<4xf32>
  %dim = memref.dim %b, %c0 : memref<?x4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<?x4xf32>
  memref.dealloc %c : memref<?x?xi32>
  return %x : f32
}
