// async.func, async.call and async.return (LLVM 17+ only). Inside async.func the default
// dialect is `async`: execute/await/return print without prefix, but ops nested in an
// execute body print in full again (`async.yield`).
// INTEROP: skip-14
// RUN: async-opt %s | FileCheck %s
// RUN: async-opt %s | async-opt - | FileCheck %s
// RUN: mlir-opt-22 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   async.func @produce(%arg0: f32) -> !async.value<f32> {
// CHECK-NEXT:     %token = execute {
// CHECK-NEXT:       async.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     await %token : !async.token
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   async.func private @external(i32) -> !async.token
// CHECK-NEXT:   async.func @only_token() -> !async.token {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   async.func @two(%arg0: i32) -> (!async.value<i32>, !async.value<i32>) attributes {my.tag} {
// CHECK-NEXT:     return %arg0, %arg0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @consume(%arg0: f32) -> f32 {
// CHECK-NEXT:     %0 = async.call @produce(%arg0) : (f32) -> !async.value<f32>
// CHECK-NEXT:     %1 = async.call @only_token() : () -> !async.token
// CHECK-NEXT:     async.await %1 : !async.token
// CHECK-NEXT:     %2 = async.await %0 : !async.value<f32>
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

async.func @produce(%a: f32) -> !async.value<f32> {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  %doubled = arith.addf %a, %a : f32
  async.return %doubled : f32
}
async.func private @external(i32) -> !async.token
async.func @only_token() -> !async.token {
  return
}
async.func @two(%x: i32) -> (!async.value<i32>, !async.value<i32>) attributes {my.tag} {
  return %x, %x : i32, i32
}
func.func @consume(%x: f32) -> f32 {
  %v = async.call @produce(%x) : (f32) -> !async.value<f32>
  %t = async.call @only_token() : () -> !async.token
  async.await %t : !async.token
  %r = async.await %v : !async.value<f32>
  return %r : f32
}
