// scf in LLVM-22 syntax (func.func), same shapes as scf-14.mlir: the scf printing did not change.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @sum(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT:       %2 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:       %3 = arith.addf %arg3, %2 : f32
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       memref.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst, %arg4 = %c0) -> (f32, index) {
// CHECK-NEXT:       scf.yield %arg3, %arg2 : f32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:       %2 = arith.addi %arg1, %c10_i32 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %2 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:       scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2, %arg1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @counting(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:       scf.condition(%2) %arg1 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       %2 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.execute_region -> i32 {
// CHECK-NEXT:       %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:       scf.yield %c7_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @sum(%buf: memref<?xf32>, %n: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %lo = arith.constant 0 : index
  %step = arith.constant 1 : index
  %total = scf.for %iv = %lo to %n step %step iter_args(%acc = %zero) -> (f32) {
    %elem = memref.load %buf[%iv] : memref<?xf32>
    %next = arith.addf %acc, %elem : f32
    scf.yield %next : f32
  }
  scf.for %iv = %lo to %n step %step {
    memref.store %total, %buf[%iv] : memref<?xf32>
  }
  %pair:2 = scf.for %iv = %lo to %n step %step iter_args(%x = %zero, %y = %lo) -> (f32, index) {
    scf.yield %x, %iv : f32, index
  }
  return %total : f32
}

func.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %k = arith.constant 10 : i32
    %s = arith.addi %a, %k : i32
    scf.yield %s : i32
  } else {
    %k = arith.constant 10 : i32
    scf.yield %b : i32
  }
  scf.if %c {
    %unused = arith.muli %a, %b : i32
  }
  %two:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r : i32
}

func.func @counting(%limit: i32) -> i32 {
  %start = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %final = scf.while (%i = %start) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %limit : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %one : i32
    scf.yield %k : i32
  }
  %v = scf.execute_region -> i32 {
    %seven = arith.constant 7 : i32
    scf.yield %seven : i32
  }
  scf.execute_region {
    scf.yield
  }
  return %final : i32
}
