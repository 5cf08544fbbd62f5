// symbol-dce on LLVM 22 input: private functions and globals nothing live refers to go,
// a dead function calling itself too, nested ones in the top-level module as well; public
// ones stay. The same CHECK lines hold for mlir-opt-22.
// RUN: async-opt %s -symbol-dce | FileCheck %s
// RUN: mlir-opt-22 %s -symbol-dce | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @main() {
// CHECK-NEXT:     call @used() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @used() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" @h : memref<2xf32> = dense<0.000000e+00>
// CHECK-NEXT:   func.func @get() -> memref<2xf32> {
// CHECK-NEXT:     %0 = memref.get_global @h : memref<2xf32>
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

module {
  func.func @main() {
    call @used() : () -> ()
    return
  }
  func.func private @used() {
    return
  }
  func.func private @dead() {
    call @dead_too() : () -> ()
    call @dead() : () -> ()
    return
  }
  func.func private @dead_too()
  func.func nested @nest()
  memref.global "private" @g : memref<2xf32> = dense<0.0>
  memref.global "private" @h : memref<2xf32> = dense<0.0>
  func.func @get() -> memref<2xf32> {
    %0 = memref.get_global @h : memref<2xf32>
    return %0 : memref<2xf32>
  }
}
