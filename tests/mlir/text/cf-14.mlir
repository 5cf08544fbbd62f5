// Control flow in LLVM-14 syntax: br, cond_br with block arguments, assert, and the
// `// pred:` / `// N preds:` comments. Blocks are renamed ^bb0, ^bb1, ... in order; the
// entry block's label is not printed. Non-entry block arguments take the next result number.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-14 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func @diamond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     br ^bb3(%0, %arg0 : i32, i1)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT:     br ^bb3(%1, %arg0 : i32, i1)
// CHECK-NEXT:   ^bb3(%2: i32, %3: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     assert %3, "flag must hold"
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @loop(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:     br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @unreachable_block() {
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb1:  // pred: ^bb1
// CHECK-NEXT:     br ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   func @self_and_forward(%arg0: i1) {
// CHECK-NEXT:     br ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   func @no_predecessors() {
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @same_target_twice(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @assert_escapes(%arg0: i1) {
// CHECK-NEXT:     assert %arg0, "quote \22 backslash \\ newline \0A tab \09 done"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @diamond(%cond: i1, %a: i32, %b: i32) -> i32 {
  cond_br %cond, ^then(%a : i32), ^else
^then(%x: i32):
  br ^join(%x, %cond : i32, i1)
^else:
  %neg = arith.subi %b, %a : i32
  br ^join(%neg, %cond : i32, i1)
^join(%r: i32, %flag: i1):
  assert %flag, "flag must hold"
  return %r : i32
}

func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  br ^header(%next : index)
^exit:
  return
}

func @unreachable_block() {
  return
^dead:
  br ^dead
}

func @self_and_forward(%c: i1) {
  br ^first
^second:
  return
^first:
  cond_br %c, ^first, ^second
}

func @no_predecessors() {
  return
^orphan:
  return
}

func @same_target_twice(%c: i1, %v: i32) {
  cond_br %c, ^bb9(%v : i32), ^bb9(%v : i32)
^bb9(%w: i32):
  br ^bb10
^bb10:
  br ^bb8
^bb8:
  return
}

func @assert_escapes(%c: i1) {
  assert %c, "quote \" backslash \\ newline \n tab \t done"
  return
}
