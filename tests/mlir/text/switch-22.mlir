// cf.switch and (LLVM 16+) scf.index_switch, in LLVM-22 syntax.
// RUN: async-opt %s -split-input-file | FileCheck %s
// RUN: async-opt %s -split-input-file | async-opt -split-input-file - | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @cf_switch(%arg0: i32, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       42: ^bb2(%arg2, %arg1 : f32, i32),
// CHECK-NEXT:       4294967293: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2(%1: f32, %2: i32):  // pred: ^bb0
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32)]
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @cf_switch(%flag: i32, %a: i32, %b: f32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%b, %a : f32, i32),
    -3: ^bb3
  ]
^bb1(%y: i32):
  return %y : i32
^bb2(%f: f32, %z: i32):
  return %z : i32
^bb3:
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
}

// -----

// INTEROP: skip-14

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @index_switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     case -1 {
// CHECK-NEXT:       %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:       scf.yield %c9_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.index_switch %arg0
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @index_switch(%sel: index, %a: i32) -> i32 {
  %x = scf.index_switch %sel -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -1 {
    %c = arith.constant 9 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %a : i32
  }
  scf.index_switch %sel
  default {
  }
  return %x : i32
}
