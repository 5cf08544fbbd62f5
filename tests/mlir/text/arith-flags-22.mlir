// The flag sets of arith ops in LLVM 22's custom form print as mlir-opt prints them, however
// they were written: flags in their declaration order, `fast` for every fastmath flag,
// overflow flags joined by a comma and a space, `none` left out. (LLVM 14 has no flags.)
// INTEROP: skip-14
// RUN: async-opt %s | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK-LABEL: func.func @flags(
func.func @flags(%i: i32, %f: f32) -> (i32, f32) {
  // CHECK: arith.addi %{{.*}}, %{{.*}} overflow<nsw, nuw> : i32
  %0 = arith.addi %i, %i overflow<nuw,nsw> : i32
  // CHECK: arith.subi %{{.*}}, %{{.*}} overflow<nuw> : i32
  %1 = arith.subi %0, %i overflow<nuw, nuw> : i32
  // CHECK: arith.muli %{{.*}}, %{{.*}} : i32
  %2 = arith.muli %1, %i overflow<none> : i32
  // CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<nnan,ninf> : f32
  %3 = arith.addf %f, %f fastmath<ninf, nnan> : f32
  // CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<fast> : f32
  %4 = arith.mulf %3, %f fastmath<nnan,fast> : f32
  // CHECK: arith.subf %{{.*}}, %{{.*}} fastmath<fast> : f32
  %5 = arith.subf %4, %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  return %2, %5 : i32, f32
}
