// cse-14.mlir in LLVM 22 syntax: LLVM 22 also merges a load with an equal one before it
// when nothing in between writes, and ops whose single-block regions are the same (the
// two empty executes). The same CHECK lines hold for mlir-opt-22.
// RUN: async-opt %s -cse | FileCheck %s
// RUN: mlir-opt-22 %s -cse | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @cse(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: memref<4xi32>) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = memref.load %arg3[%c0] : memref<4xi32>
// CHECK-NEXT:     %2 = arith.muli %1, %1 : i32
// CHECK-NEXT:     scf.if %arg2 {
// CHECK-NEXT:       memref.store %0, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %3 = arith.addi %0, %0 : i32
// CHECK-NEXT:     cf.br ^bb3(%3 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %4 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb3(%4 : i32)
// CHECK-NEXT:   ^bb3(%5: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %6 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.addi %5, %6 : i32
// CHECK-NEXT:     %8 = arith.addi %7, %2 : i32
// CHECK-NEXT:     return %8 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @isolated(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     async.await %token : !async.token
// CHECK-NEXT:     async.await %token : !async.token
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @cse(%a: i32, %b: i32, %c: i1, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %x = memref.load %m[%c0] : memref<4xi32>
  %y = memref.load %m[%c0] : memref<4xi32>
  %dead = arith.muli %a, %a : i32
  %z = arith.muli %x, %y : i32
  scf.if %c {
    %2 = arith.addi %a, %b : i32
    %c0_0 = arith.constant 0 : index
    memref.store %2, %m[%c0_0] : memref<4xi32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %3 = arith.addi %0, %1 : i32
  %4 = arith.subi %a, %b : i32
  cf.br ^bb3(%3 : i32)
^bb2:
  %5 = arith.subi %a, %b : i32
  cf.br ^bb3(%5 : i32)
^bb3(%r: i32):
  %6 = arith.subi %a, %b : i32
  %7 = arith.addi %r, %6 : i32
  %8 = arith.addi %7, %z : i32
  return %8 : i32
}
func.func @isolated(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %t = async.execute {
    async.yield
  }
  %u = async.execute {
    async.yield
  }
  async.await %t : !async.token
  async.await %u : !async.token
  return %0 : i32
}
