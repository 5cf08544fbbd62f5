// async-runtime-ref-counting-opt in LLVM 22 syntax, on each func.func and on the
// module: the same cases as ref-counting-opt.mlir, checked against mlir-opt-22.
// RUN: async-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(async-runtime-ref-counting-opt))' | FileCheck %s
// RUN: async-opt %s -split-input-file -async-runtime-ref-counting-opt | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file --pass-pipeline='builtin.module(func.func(async-runtime-ref-counting-opt))' | FileCheck %s
// RUN: mlir-opt-22 %s -split-input-file -async-runtime-ref-counting-opt | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func private @take(!async.token)
// CHECK-NEXT:   func.func @around_call(%arg0: !async.token) {
// CHECK-NEXT:     call @take(%arg0) : (!async.token) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_after_call(%arg0: !async.token) {
// CHECK-NEXT:     async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     call @take(%arg0) : (!async.token) -> ()
// CHECK-NEXT:     async.runtime.await %arg0 : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_before_call(%arg0: !async.token) {
// CHECK-NEXT:     async.runtime.await %arg0 : !async.token
// CHECK-NEXT:     call @take(%arg0) : (!async.token) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mismatched(%arg0: !async.token) {
// CHECK-NEXT:     async.runtime.add_ref %arg0 {count = 2 : i64} : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @take(!async.token)

// Around a call: the caller's own reference goes to the callee.
func.func @around_call(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  call @take(%arg0) : (!async.token) -> ()
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// A use after the call keeps the pair.
func.func @use_after_call(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  call @take(%arg0) : (!async.token) -> ()
  async.runtime.await %arg0 : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// A use before the call does not.
func.func @use_before_call(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.await %arg0 : !async.token
  call @take(%arg0) : (!async.token) -> ()
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// Counts must match, and the drop_ref must come after the add_ref.
func.func @mismatched(%arg0: !async.token) {
  async.runtime.add_ref %arg0 {count = 2 : i64} : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.token
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.token
  return
}

// -----

// Each drop_ref cancels one add_ref; pairs are found within a block, nested blocks too.

// CHECK: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pairs(%arg0: !async.value<f32>, %arg1: i1) {
// CHECK-NEXT:     async.runtime.add_ref %arg0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       %0 = async.runtime.load %arg0 : <f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @pairs(%arg0: !async.value<f32>, %arg1: i1) {
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.value<f32>
  async.runtime.add_ref %arg0 {count = 1 : i64} : !async.value<f32>
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
  scf.if %arg1 {
    async.runtime.add_ref %arg0 {count = 1 : i64} : !async.value<f32>
    %0 = async.runtime.load %arg0 : !async.value<f32>
    async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
  }
  cf.br ^bb1
^bb1:
  async.runtime.drop_ref %arg0 {count = 1 : i64} : !async.value<f32>
  return
}
