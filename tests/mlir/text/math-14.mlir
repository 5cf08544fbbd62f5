// the math dialect's elementwise ops, in LLVM-14 syntax.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-14 %s | FileCheck %s
// RUN: async-opt %s --compat=22 | mlir-opt-22 > /dev/null

// CHECK: module {
// CHECK-NEXT:   func @math(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>, %arg3: i32, %arg4: tensor<2xf32>) {
// CHECK-NEXT:     %0 = math.sqrt %arg0 : f32
// CHECK-NEXT:     %1 = math.rsqrt %arg1 : f64
// CHECK-NEXT:     %2 = math.exp %arg2 : vector<4xf32>
// CHECK-NEXT:     %3 = math.exp2 %arg0 : f32
// CHECK-NEXT:     %4 = math.expm1 %arg0 : f32
// CHECK-NEXT:     %5 = math.log %arg0 : f32
// CHECK-NEXT:     %6 = math.log2 %arg0 : f32
// CHECK-NEXT:     %7 = math.log10 %arg0 : f32
// CHECK-NEXT:     %8 = math.log1p %arg0 : f32
// CHECK-NEXT:     %9 = math.abs %arg1 : f64
// CHECK-NEXT:     %10 = math.ceil %arg0 : f32
// CHECK-NEXT:     %11 = math.floor %arg0 : f32
// CHECK-NEXT:     %12 = math.sin %arg0 : f32
// CHECK-NEXT:     %13 = math.cos %arg0 : f32
// CHECK-NEXT:     %14 = math.tanh %arg4 {tag} : tensor<2xf32>
// CHECK-NEXT:     %15 = math.atan %arg0 : f32
// CHECK-NEXT:     %16 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT:     %17 = math.powf %arg0, %arg0 : f32
// CHECK-NEXT:     %18 = math.copysign %arg0, %arg0 : f32
// CHECK-NEXT:     %19 = math.fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT:     %20 = math.erf %arg0 : f32
// CHECK-NEXT:     %21 = math.ctlz %arg3 : i32
// CHECK-NEXT:     %22 = math.cttz %arg3 : i32
// CHECK-NEXT:     %23 = math.ctpop %arg3 : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func @math(%x: f32, %y: f64, %v: vector<4xf32>, %i: i32, %t: tensor<2xf32>) {
  %0 = math.sqrt %x : f32
  %1 = math.rsqrt %y : f64
  %2 = math.exp %v : vector<4xf32>
  %3 = math.exp2 %x : f32
  %4 = math.expm1 %x : f32
  %5 = math.log %x : f32
  %6 = math.log2 %x : f32
  %7 = math.log10 %x : f32
  %8 = math.log1p %x : f32
  %9 = math.abs %y : f64
  %11 = math.ceil %x : f32
  %12 = math.floor %x : f32
  %16 = math.sin %x : f32
  %17 = math.cos %x : f32
  %19 = math.tanh %t {tag} : tensor<2xf32>
  %20 = math.atan %x : f32
  %21 = math.atan2 %x, %x : f32
  %22 = math.powf %x, %x : f32
  %23 = math.copysign %x, %x : f32
  %24 = math.fma %x, %x, %x : f32
  %25 = math.erf %x : f32
  %27 = math.ctlz %i : i32
  %28 = math.cttz %i : i32
  %29 = math.ctpop %i : i32
  return
}
