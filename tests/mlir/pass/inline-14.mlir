// The inliner on LLVM 14 input: a single-block callee used twice (cloned, then moved in
// place and erased), a multi-block callee spliced in with a block for its results, a call
// inside async.execute and a callee holding async ops (not inlined: the async dialect has
// no inliner interface), a recursive callee and an unused private function (erased),
// each callee canonicalized first; the same CHECK lines hold for mlir-opt-14.
// RUN: async-opt %s -inline | FileCheck %s
// RUN: mlir-opt-14 %s -inline | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func @caller(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT:     %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT:     %3 = arith.muli %2, %c2_i32 : i32
// CHECK-NEXT:     cond_br %arg2, ^bb2(%3 : i32), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %4 = arith.subi %3, %arg1 : i32
// CHECK-NEXT:     br ^bb2(%4 : i32)
// CHECK-NEXT:   ^bb2(%5: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %6 = arith.addi %5, %5 : i32
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       %7 = call @add(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     call @spawns() : () -> ()
// CHECK-NEXT:     call @external(%6) : (i32) -> ()
// CHECK-NEXT:     return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @add(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @fact(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %c1_i32 : i32
// CHECK-NEXT:     %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:       %3 = call @fact(%2) : (i32) -> i32
// CHECK-NEXT:       %4 = arith.muli %arg0, %3 : i32
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @spawns() {
// CHECK-NEXT:     %token = async.execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     async.await %token : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @external(i32)
// CHECK-NEXT: }

func @caller(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = call @add(%a, %b) : (i32, i32) -> i32
  %1 = call @add(%0, %a) : (i32, i32) -> i32
  %2 = call @pick(%c, %1, %b) : (i1, i32, i32) -> i32
  %3 = arith.addi %2, %2 : i32
  %t = async.execute {
    %4 = call @add(%a, %a) : (i32, i32) -> i32
    async.yield
  }
  call @spawns() : () -> ()
  call @external(%3) : (i32) -> ()
  return %3 : i32
}
func private @add(%x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %s = arith.addi %x, %y : i32
  %m = arith.muli %s, %c2 : i32
  return %m : i32
}
func private @pick(%c: i1, %x: i32, %y: i32) -> i32 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %z = arith.subi %x, %y : i32
  return %z : i32
}
func private @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %le = arith.cmpi sle, %n, %c1 : i32
  %r = scf.if %le -> i32 {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %f = call @fact(%m) : (i32) -> i32
    %p = arith.muli %n, %f : i32
    scf.yield %p : i32
  }
  return %r : i32
}
func private @spawns() {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  return
}
func private @unused(%x: i32) -> i32 {
  return %x : i32
}
func private @external(i32)
