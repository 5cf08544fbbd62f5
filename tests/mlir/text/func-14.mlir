// Functions in LLVM-14 syntax (`func @f`): declarations, visibility, argument and result
// attributes, function attributes, and the implicit `module {` wrapper.
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-14 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func private @declared(i32, f32) -> i64
// CHECK-NEXT:   func private @no_results(memref<?xf32>)
// CHECK-NEXT:   func nested @nested_decl()
// CHECK-NEXT:   func @empty() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @identity(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @two_results(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     return %arg1, %arg0 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @arg_attrs(%arg0: i32 {my.flag}, %arg1: f32 {my.name = "b", my.weight = 2 : i64}) -> (i32 {my.out}, f32) {
// CHECK-NEXT:     return %arg0, %arg1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @with_attrs() attributes {another = "x", my.level = 3 : i32, my.unit} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @empty_attrs() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @caller(%arg0: i32, %arg1: f32) -> i64 {
// CHECK-NEXT:     %0 = call @declared(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT:     call @no_results_local() : () -> ()
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @no_results_local() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func private @declared(i32, f32) -> i64
func private @no_results(memref<?xf32>)
func nested @nested_decl() -> ()
func @empty() {
  return
}
func @identity(%value: i32) -> i32 {
  return %value : i32
}
func @two_results(%lhs: f32, %rhs: f32) -> (f32, f32) {
  return %rhs, %lhs : f32, f32
}
func @arg_attrs(%a: i32 {my.flag}, %b: f32 {my.weight = 2 : i64, my.name = "b"}) -> (i32 {my.out}, f32) {
  return %a, %b : i32, f32
}
func @with_attrs() attributes {my.unit, my.level = 3 : i32, another = "x"} {
  return
}
func @empty_attrs() attributes {} {
  return
}
func @caller(%x: i32, %y: f32) -> i64 {
  %r = call @declared(%x, %y) : (i32, f32) -> i64
  call @no_results_local() : () -> ()
  return %r : i64
}
func private @no_results_local() {
  return
}
