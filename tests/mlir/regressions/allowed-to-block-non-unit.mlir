// Adversarial finding 5: only a unit `async.allowed_to_block` keeps a function blocking,
// as upstream asks for a UnitAttr; `= 5 : i64` is an attribute like any other, so the
// function becomes a coroutine (and so do its callers).
// LLVM 14 syntax.
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s

// CHECK-LABEL: func private @f(%arg0: !async.token) -> !async.token attributes {async.allowed_to_block = 5 : i64, passthrough = {{\[\[}}"coroutine.presplit", "0"]]} {
// CHECK:         async.runtime.await_and_resume %arg0
// CHECK-NOT:     assert
// CHECK:         return %{{.*}} : !async.token
func private @f(%t: !async.token) attributes {async.allowed_to_block = 5 : i64} {
  async.await %t : !async.token
  return
}

// CHECK-LABEL: func private @g(%arg0: !async.token) -> !async.token attributes {async.allowed_to_block = "yes", passthrough
func private @g(%t: !async.token) attributes {async.allowed_to_block = "yes"} {
  call @f(%t) : (!async.token) -> ()
  return
}

// A unit attribute keeps the blocking await.
// CHECK-LABEL: func @h(%arg0: !async.token) attributes {async.allowed_to_block} {
// CHECK-NEXT:    %[[T:.*]] = call @g(%arg0) : (!async.token) -> !async.token
// CHECK-NEXT:    async.runtime.await %[[T]] : !async.token
func @h(%t: !async.token) attributes {async.allowed_to_block} {
  call @g(%t) : (!async.token) -> ()
  return
}
