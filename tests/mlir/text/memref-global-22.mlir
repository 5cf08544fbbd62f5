// memref.global, memref.get_global and memref.copy, in LLVM-22 syntax.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s
// RUN: async-opt %s --compat=14 | mlir-opt-14 > /dev/null

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @table : memref<2x2xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]>
// CHECK-NEXT:   memref.global @counter : memref<i64> = uninitialized
// CHECK-NEXT:   memref.global "private" @extern : memref<8xi8>
// CHECK-NEXT:   memref.global @aligned : memref<4xi32> = dense<7> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @globals(%arg0: memref<2x2xf32>) {
// CHECK-NEXT:     %0 = memref.get_global @table : memref<2x2xf32>
// CHECK-NEXT:     %1 = memref.get_global @counter : memref<i64>
// CHECK-NEXT:     memref.copy %0, %arg0 : memref<2x2xf32> to memref<2x2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

memref.global "private" constant @table : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global @counter : memref<i64> = uninitialized
memref.global "private" @extern : memref<8xi8>
memref.global @aligned : memref<4xi32> = dense<7> {alignment = 64}
func.func @globals(%dst: memref<2x2xf32>) {
  %t = memref.get_global @table : memref<2x2xf32>
  %c = memref.get_global @counter : memref<i64>
  memref.copy %t, %dst : memref<2x2xf32> to memref<2x2xf32>
  return
}
