// Functions in LLVM-22 syntax (`func.func`): the same shapes as func-14.mlir, printed with
// the `func` default dialect (`call`/`return` without prefix inside func.func).
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func private @declared(i32, f32) -> i64
// CHECK-NEXT:   func.func private @no_results(memref<?xf32>)
// CHECK-NEXT:   func.func @empty() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identity(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_results(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     return %arg1, %arg0 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @arg_attrs(%arg0: i32 {my.flag}, %arg1: f32 {my.name = "b", my.weight = 2 : i64}) -> (i32 {my.out}, f32) {
// CHECK-NEXT:     return %arg0, %arg1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @with_attrs() attributes {another = "x", my.level = 3 : i32, my.unit} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_attrs() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: i32, %arg1: f32) -> i64 {
// CHECK-NEXT:     %0 = call @declared(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT:     call @no_results_local() : () -> ()
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @no_results_local() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @declared(i32, f32) -> i64
func.func private @no_results(memref<?xf32>)
func.func @empty() {
  func.return
}
func.func @identity(%value: i32) -> i32 {
  return %value : i32
}
func.func @two_results(%lhs: f32, %rhs: f32) -> (f32, f32) {
  return %rhs, %lhs : f32, f32
}
func.func @arg_attrs(%a: i32 {my.flag}, %b: f32 {my.weight = 2 : i64, my.name = "b"}) -> (i32 {my.out}, f32) {
  return %a, %b : i32, f32
}
func.func @with_attrs() attributes {my.unit, my.level = 3 : i32, another = "x"} {
  return
}
func.func @empty_attrs() attributes {} {
  return
}
func.func @caller(%x: i32, %y: f32) -> i64 {
  %r = func.call @declared(%x, %y) : (i32, f32) -> i64
  call @no_results_local() : () -> ()
  return %r : i64
}
func.func private @no_results_local() {
  return
}
