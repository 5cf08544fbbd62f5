// scf.parallel with and without reductions, in LLVM-22 syntax.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: f32) -> (f32, f32) {
// CHECK-NEXT:     scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:       %2 = memref.load %arg3[%arg5] : memref<?xf32>
// CHECK-NEXT:       memref.store %2, %arg3[%arg5] : memref<?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg4) -> f32 {
// CHECK-NEXT:       %2 = memref.load %arg3[%arg5] : memref<?xf32>
// CHECK-NEXT:       scf.reduce(%2 : f32) {
// CHECK-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:         %3 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:         scf.reduce.return %3 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg4, %arg4) -> (f32, f32) {
// CHECK-NEXT:       %2 = memref.load %arg3[%arg5] : memref<?xf32>
// CHECK-NEXT:       %3 = memref.load %arg3[%arg6] : memref<?xf32>
// CHECK-NEXT:       scf.reduce(%2, %3 : f32, f32) {
// CHECK-NEXT:       ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT:         %4 = arith.addf %arg7, %arg8 : f32
// CHECK-NEXT:         scf.reduce.return %4 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT:         %4 = arith.mulf %arg7, %arg8 : f32
// CHECK-NEXT:         scf.reduce.return %4 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %1#1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @parallel(%lb: index, %ub: index, %st: index, %buf: memref<?xf32>, %init: f32) -> (f32, f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    %v = memref.load %buf[%i] : memref<?xf32>
    memref.store %v, %buf[%i] : memref<?xf32>
  }
  %sum = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %e = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%e : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init, %init) -> (f32, f32) {
    %e = memref.load %buf[%i] : memref<?xf32>
    %f = memref.load %buf[%j] : memref<?xf32>
    scf.reduce(%e, %f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum, %r#1 : f32, f32
}
