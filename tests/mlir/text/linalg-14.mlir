// linalg.fill on memrefs and tensors (its body is implicit), in LLVM-14 syntax.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-14 %s | FileCheck %s
// RUN: async-opt %s --compat=22 | mlir-opt-22 > /dev/null

// CHECK: module {
// CHECK-NEXT:   func @fill(%arg0: memref<4x?xf32>, %arg1: tensor<3xi64>, %arg2: f32, %arg3: i64, %arg4: memref<2xvector<4xf32>>, %arg5: vector<4xf32>) -> tensor<3xi64> {
// CHECK-NEXT:     linalg.fill(%arg2, %arg0) : f32, memref<4x?xf32>
// CHECK-NEXT:     %0 = linalg.fill(%arg3, %arg1) : i64, tensor<3xi64> -> tensor<3xi64>
// CHECK-NEXT:     return %0 : tensor<3xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @fill(%buf: memref<4x?xf32>, %t: tensor<3xi64>, %c: f32, %k: i64, %w: memref<2xvector<4xf32>>, %vv: vector<4xf32>) -> tensor<3xi64> {
  linalg.fill(%c, %buf) : f32, memref<4x?xf32>
  %r = linalg.fill(%k, %t) : i64, tensor<3xi64> -> tensor<3xi64>
  return %r : tensor<3xi64>
}
