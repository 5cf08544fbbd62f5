// Adversarial finding 16, locations: a function eliminate-blocking converts completes (its
// return becomes a yield, then stores and set_available) at the function's location, and
// a rewritten call site (the new call and its awaits) is at the callee's, as upstream.
// LLVM 14 syntax.
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true --mlir-print-debuginfo | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime=eliminate-blocking-await-ops=true --mlir-print-debuginfo | FileCheck %s

// CHECK: #loc2 = loc("{{.*}}eliminate-blocking-locations.mlir":90:22)
// CHECK-NEXT: #loc3 = loc("{{.*}}eliminate-blocking-locations.mlir":90:40)
// CHECK-NEXT: #loc8 = loc("{{.*}}eliminate-blocking-locations.mlir":97:22)
// CHECK-NEXT: #loc9 = loc("{{.*}}eliminate-blocking-locations.mlir":97:40)
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @callee(%arg0: !async.token loc("{{.*}}eliminate-blocking-locations.mlir":90:22), %arg1: i64 loc("{{.*}}eliminate-blocking-locations.mlir":90:40)) -> (!async.token, !async.value<i64>) attributes {passthrough = {{\[\[}}"coroutine.presplit", "0"]]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token loc(#loc1)
// CHECK-NEXT:     %1 = async.runtime.create : !async.value<i64> loc(#loc1)
// CHECK-NEXT:     %2 = async.coro.id loc(#loc1)
// CHECK-NEXT:     %3 = async.coro.begin %2 loc(#loc1)
// CHECK-NEXT:     br ^bb1 loc(#loc1)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %4 = async.coro.save %3 loc(#loc4)
// CHECK-NEXT:     async.runtime.await_and_resume %arg0, %3 : !async.token loc(#loc4)
// CHECK-NEXT:     async.coro.suspend %4, ^bb6, ^bb2, ^bb5 loc(#loc4)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %5 = async.runtime.is_error %arg0 : !async.token loc(#loc4)
// CHECK-NEXT:     cond_br %5, ^bb4, ^bb3 loc(#loc4)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %c2_i64 = arith.constant 2 : i64 loc(#loc5)
// CHECK-NEXT:     %6 = arith.muli %arg1, %c2_i64 : i64 loc(#loc6)
// CHECK-NEXT:     async.runtime.store %6, %1 : <i64> loc(#loc1)
// CHECK-NEXT:     async.runtime.set_available %1 : !async.value<i64> loc(#loc1)
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token loc(#loc1)
// CHECK-NEXT:     br ^bb5 loc(#loc1)
// CHECK-NEXT:   ^bb4:  // pred: ^bb2
// CHECK-NEXT:     async.runtime.set_error %0 : !async.token loc(#loc1)
// CHECK-NEXT:     async.runtime.set_error %1 : !async.value<i64> loc(#loc1)
// CHECK-NEXT:     br ^bb5 loc(#loc1)
// CHECK-NEXT:   ^bb5:  // 3 preds: ^bb1, ^bb3, ^bb4
// CHECK-NEXT:     async.coro.free %2, %3 loc(#loc1)
// CHECK-NEXT:     br ^bb6 loc(#loc1)
// CHECK-NEXT:   ^bb6:  // 2 preds: ^bb1, ^bb5
// CHECK-NEXT:     async.coro.end %3 loc(#loc1)
// CHECK-NEXT:     return %0, %1 : !async.token, !async.value<i64> loc(#loc1)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func private @caller(%arg0: !async.token loc("{{.*}}eliminate-blocking-locations.mlir":97:22), %arg1: i64 loc("{{.*}}eliminate-blocking-locations.mlir":97:40)) -> (!async.token, !async.value<i64>) attributes {passthrough = {{\[\[}}"coroutine.presplit", "0"]]} {
// CHECK-NEXT:     %0 = async.runtime.create : !async.token loc(#loc7)
// CHECK-NEXT:     %1 = async.runtime.create : !async.value<i64> loc(#loc7)
// CHECK-NEXT:     %2 = async.coro.id loc(#loc7)
// CHECK-NEXT:     %3 = async.coro.begin %2 loc(#loc7)
// CHECK-NEXT:     br ^bb1 loc(#loc7)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %4:2 = call @callee(%arg0, %arg1) : (!async.token, i64) -> (!async.token, !async.value<i64>) loc(#loc1)
// CHECK-NEXT:     %5 = async.coro.save %3 loc(#loc1)
// CHECK-NEXT:     async.runtime.await_and_resume %4#0, %3 : !async.token loc(#loc1)
// CHECK-NEXT:     async.coro.suspend %5, ^bb8, ^bb2, ^bb7 loc(#loc1)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %6 = async.runtime.is_error %4#0 : !async.token loc(#loc1)
// CHECK-NEXT:     cond_br %6, ^bb6, ^bb3 loc(#loc1)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %7 = async.coro.save %3 loc(#loc1)
// CHECK-NEXT:     async.runtime.await_and_resume %4#1, %3 : !async.value<i64> loc(#loc1)
// CHECK-NEXT:     async.coro.suspend %7, ^bb8, ^bb4, ^bb7 loc(#loc1)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %8 = async.runtime.is_error %4#1 : !async.value<i64> loc(#loc1)
// CHECK-NEXT:     cond_br %8, ^bb6, ^bb5 loc(#loc1)
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %9 = async.runtime.load %4#1 : <i64> loc(#loc1)
// CHECK-NEXT:     async.runtime.store %9, %1 : <i64> loc(#loc7)
// CHECK-NEXT:     async.runtime.set_available %1 : !async.value<i64> loc(#loc7)
// CHECK-NEXT:     async.runtime.set_available %0 : !async.token loc(#loc7)
// CHECK-NEXT:     br ^bb7 loc(#loc7)
// CHECK-NEXT:   ^bb6:  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     async.runtime.set_error %0 : !async.token loc(#loc7)
// CHECK-NEXT:     async.runtime.set_error %1 : !async.value<i64> loc(#loc7)
// CHECK-NEXT:     br ^bb7 loc(#loc7)
// CHECK-NEXT:   ^bb7:  // 4 preds: ^bb1, ^bb3, ^bb5, ^bb6
// CHECK-NEXT:     async.coro.free %2, %3 loc(#loc7)
// CHECK-NEXT:     br ^bb8 loc(#loc7)
// CHECK-NEXT:   ^bb8:  // 3 preds: ^bb1, ^bb3, ^bb7
// CHECK-NEXT:     async.coro.end %3 loc(#loc7)
// CHECK-NEXT:     return %0, %1 : !async.token, !async.value<i64> loc(#loc7)
// CHECK-NEXT:   } loc(#loc7)
// CHECK-NEXT: } loc(#loc0)
// CHECK-NEXT: #loc0 = loc("{{.*}}eliminate-blocking-locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}eliminate-blocking-locations.mlir":90:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}eliminate-blocking-locations.mlir":91:3)
// CHECK-NEXT: #loc5 = loc("{{.*}}eliminate-blocking-locations.mlir":92:9)
// CHECK-NEXT: #loc6 = loc("{{.*}}eliminate-blocking-locations.mlir":93:8)
// CHECK-NEXT: #loc7 = loc("{{.*}}eliminate-blocking-locations.mlir":97:1)

func private @callee(%t: !async.token, %x: i64) -> i64 {
  async.await %t : !async.token
  %c2 = arith.constant 2 : i64
  %y = arith.muli %x, %c2 : i64
  return %y : i64
}

func private @caller(%t: !async.token, %x: i64) -> i64 {
  %r = call @callee(%t, %x) : (!async.token, i64) -> i64
  return %r : i64
}
