// linalg.fill on memrefs and tensors (its body is implicit), in LLVM-22 syntax.
// RUN: async-opt %s -split-input-file | FileCheck %s
// RUN: async-opt %s -split-input-file | async-opt -split-input-file - | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @fill(%arg0: memref<4x?xf32>, %arg1: tensor<3xi64>, %arg2: f32, %arg3: i64) -> tensor<3xi64> {
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<4x?xf32>)
// CHECK-NEXT:     %0 = linalg.fill ins(%arg3 : i64) outs(%arg1 : tensor<3xi64>) -> tensor<3xi64>
// CHECK-NEXT:     linalg.fill {tag} ins(%arg2 : f32) outs(%arg0 : memref<4x?xf32>)
// CHECK-NEXT:     return %0 : tensor<3xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @fill(%buf: memref<4x?xf32>, %t: tensor<3xi64>, %c: f32, %k: i64) -> tensor<3xi64> {
  linalg.fill ins(%c : f32) outs(%buf : memref<4x?xf32>)
  %r = linalg.fill ins(%k : i64) outs(%t : tensor<3xi64>) -> tensor<3xi64>
  linalg.fill {tag} ins(%c : f32) outs(%buf : memref<4x?xf32>)
  return %r : tensor<3xi64>
}

// -----

// A vector filled into a memref of vectors (LLVM 14 rejects its indexing maps).
// INTEROP: skip-14

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fill_vectors(%arg0: memref<2xvector<4xf32>>, %arg1: vector<4xf32>) {
// CHECK-NEXT:     linalg.fill ins(%arg1 : vector<4xf32>) outs(%arg0 : memref<2xvector<4xf32>>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @fill_vectors(%w: memref<2xvector<4xf32>>, %vv: vector<4xf32>) {
  linalg.fill ins(%vv : vector<4xf32>) outs(%w : memref<2xvector<4xf32>>)
  return
}
