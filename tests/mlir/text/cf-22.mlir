// Control flow in LLVM-22 syntax: cf.br, cf.cond_br, cf.assert, same shapes as cf-14.mlir.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @diamond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%0, %arg0 : i32, i1)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb3(%1, %arg0 : i32, i1)
// CHECK-NEXT:   ^bb3(%2: i32, %3: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.assert %3, "flag must hold"
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unreachable_block() {
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb1:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @self_and_forward(%arg0: i1) {
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_predecessors() {
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same_target_twice(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assert_escapes(%arg0: i1) {
// CHECK-NEXT:     cf.assert %arg0, "quote \22 backslash \\ newline \0A tab \09 done"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @diamond(%cond: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %cond, ^then(%a : i32), ^else
^then(%x: i32):
  cf.br ^join(%x, %cond : i32, i1)
^else:
  %neg = arith.subi %b, %a : i32
  cf.br ^join(%neg, %cond : i32, i1)
^join(%r: i32, %flag: i1):
  cf.assert %flag, "flag must hold"
  return %r : i32
}

func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}

func.func @unreachable_block() {
  return
^dead:
  cf.br ^dead
}

func.func @self_and_forward(%c: i1) {
  cf.br ^first
^second:
  return
^first:
  cf.cond_br %c, ^first, ^second
}

func.func @no_predecessors() {
  return
^orphan:
  return
}

func.func @same_target_twice(%c: i1, %v: i32) {
  cf.cond_br %c, ^bb9(%v : i32), ^bb9(%v : i32)
^bb9(%w: i32):
  cf.br ^bb10
^bb10:
  cf.br ^bb8
^bb8:
  return
}

func.func @assert_escapes(%c: i1) {
  cf.assert %c, "quote \" backslash \\ newline \n tab \t done"
  return
}
