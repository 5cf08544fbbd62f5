// std.switch (cf.switch since LLVM 15), in LLVM-14 syntax.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-14 %s | FileCheck %s
// RUN: async-opt %s --compat=22 | mlir-opt-22 > /dev/null

// CHECK: module {
// CHECK-NEXT:   func @switches(%arg0: i32, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT:     switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       42: ^bb2(%arg2, %arg1 : f32, i32),
// CHECK-NEXT:       4294967293: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2(%1: f32, %2: i32):  // pred: ^bb0
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32)]
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @switches(%flag: i32, %a: i32, %b: f32) -> i32 {
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%b, %a : f32, i32),
    -3: ^bb3
  ]
^bb1(%y: i32):
  return %y : i32
^bb2(%f: f32, %z: i32):
  return %z : i32
^bb3:
  switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
}
