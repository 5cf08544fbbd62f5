// The seed test's generation (before LLVM 14): std ops without a dialect prefix (`constant`,
// `addf`, `mulf`, `addi`, `cmpi`, `select`). No installed tool reads this generation, so
// these checks were written by hand from the seed test: names and layout as in LLVM 14, op
// names as written, and `!async.value<f32>` spelled in full after runtime.store/load
// (the seed test expects that; mlir-opt-14 prints `<f32>`).
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func @std_ops(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT:     %cst = constant 1.000000e+00 : f32
// CHECK-NEXT:     %c2_i32 = constant 2 : i32
// CHECK-NEXT:     %0 = addf %arg0, %cst : f32
// CHECK-NEXT:     %1 = mulf %0, %arg0 : f32
// CHECK-NEXT:     %2 = addi %arg1, %c2_i32 : i32
// CHECK-NEXT:     %3 = cmpi slt, %2, %arg1 : i32
// CHECK-NEXT:     %4 = select %3, %0, %1 : f32
// CHECK-NEXT:     cond_br %3, ^bb1, ^bb2(%4 : f32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     br ^bb2(%1 : f32)
// CHECK-NEXT:   ^bb2(%5: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %5 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @runtime(%arg0: f32) -> f32 {
// CHECK-NEXT:     %c7_i32 = constant 7 : i32
// CHECK-NEXT:     %0 = async.runtime.create : !async.value<f32>
// CHECK-NEXT:     async.runtime.store %arg0, %0 : !async.value<f32>
// CHECK-NEXT:     async.runtime.set_available %0 : !async.value<f32>
// CHECK-NEXT:     %1 = async.runtime.load %0 : !async.value<f32>
// CHECK-NEXT:     %2 = call @std_ops(%1, %c7_i32) : (f32, i32) -> f32
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @std_ops(%x: f32, %n: i32) -> f32 {
  %one = constant 1.0 : f32
  %two = constant 2 : i32
  %sum = addf %x, %one : f32
  %prod = mulf %sum, %x : f32
  %m = addi %n, %two : i32
  %lt = cmpi slt, %m, %n : i32
  %pick = select %lt, %sum, %prod : f32
  cond_br %lt, ^left, ^join(%pick : f32)
^left:
  br ^join(%prod : f32)
^join(%r: f32):
  return %r : f32
}

func @runtime(%x: f32) -> f32 {
  %seven = constant 7 : i32
  %v = async.runtime.create : !async.value<f32>
  async.runtime.store %x, %v : !async.value<f32>
  async.runtime.set_available %v : !async.value<f32>
  %l = async.runtime.load %v : !async.value<f32>
  %r = call @std_ops(%l, %seven) : (f32, i32) -> f32
  return %r : f32
}
