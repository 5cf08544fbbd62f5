// Modules: the implicit wrapper, a named module with attributes, nested modules, an empty file.
// RUN: async-opt %s --split-input-file | FileCheck %s
// RUN: mlir-opt-14 %s --split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func private @only()
// CHECK-NEXT: }

func private @only()

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module @named attributes {my.target = "cpu", my.version = 2 : i32} {
// CHECK-NEXT:   func private @inner()
// CHECK-NEXT: }

module @named attributes {my.target = "cpu", my.version = 2 : i32} {
  func private @inner()
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   module @a {
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     func private @deep()
// CHECK-NEXT:   }
// CHECK-NEXT: }

module {
  module @a {
  }
  module {
    func private @deep()
  }
}

// -----

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
