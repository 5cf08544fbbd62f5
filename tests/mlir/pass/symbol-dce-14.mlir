// symbol-dce-22.mlir in LLVM 14 syntax. The same CHECK lines hold for mlir-opt-14.
// RUN: async-opt %s -symbol-dce | FileCheck %s
// RUN: mlir-opt-14 %s -symbol-dce | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func @main() {
// CHECK-NEXT:     call @used() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @used() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" @h : memref<2xf32> = dense<0.000000e+00>
// CHECK-NEXT:   func @get() -> memref<2xf32> {
// CHECK-NEXT:     %0 = memref.get_global @h : memref<2xf32>
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

module {
  func @main() {
    call @used() : () -> ()
    return
  }
  func private @used() {
    return
  }
  func private @dead() {
    call @dead_too() : () -> ()
    call @dead() : () -> ()
    return
  }
  func private @dead_too()
  func nested @nest()
  memref.global "private" @g : memref<2xf32> = dense<0.0>
  memref.global "private" @h : memref<2xf32> = dense<0.0>
  func @get() -> memref<2xf32> {
    %0 = memref.get_global @h : memref<2xf32>
    return %0 : memref<2xf32>
  }
}
