// async-parallel-for, then async-to-async-runtime with eliminate-blocking-await-ops (LLVM
// 14's option): the rewrite awaits the dispatch's group inside an scf.if (the branch taken
// when the loop runs at least once and in more than one block), so the function becomes a
// coroutine that suspends there, and its caller awaits the token it returns. mlir-opt-14
// only finds awaits at the top of a function and fails on every such loop with dynamic
// bounds ("failed to legalize operation 'async.await_all'", the UPSTREAM check); async-opt
// converts it. The output is counted by our reference counting and lowered to LLVM by the
// real mlir-opt-14; crates/interp/tests/lit/parallel-for-eliminate-blocking.mlir runs it.
// LLVM 14 syntax.
// RUN: async-opt %s -async-parallel-for -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// RUN: async-opt %s -async-parallel-for -async-to-async-runtime=eliminate-blocking-await-ops=true | async-opt - | FileCheck %s
// RUN: async-opt %s -async-parallel-for -async-to-async-runtime=eliminate-blocking-await-ops=true -async-runtime-ref-counting -async-runtime-ref-counting-opt | mlir-opt-14 - -convert-async-to-llvm -convert-scf-to-std -convert-memref-to-llvm -arith-expand -convert-arith-to-llvm -convert-std-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM
// RUN: not mlir-opt-14 %s -async-parallel-for -async-to-async-runtime=eliminate-blocking-await-ops=true 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: :[[# @LINE + 24]]:3: error: failed to legalize operation 'async.await_all' that was explicitly marked illegal

// LLVM: llvm.func @fill(
// LLVM: llvm.call @mlirAsyncRuntimeAwaitAllInGroupAndExecute

// CHECK-LABEL: func private @fill(%arg0: index, %arg1: memref<?xindex>) -> !async.token attributes {passthrough = {{\[\[}}"coroutine.presplit", "0"]]} {
// CHECK:         %[[G:.*]] = async.runtime.create_group %{{.*}} : !async.group
// CHECK-NEXT:    call @async_dispatch_fn(%[[G]], {{.*}})
// CHECK-NEXT:    %[[S:.*]] = async.coro.save %{{.*}}
// CHECK-NEXT:    async.runtime.await_and_resume %[[G]], %{{.*}} : !async.group
// CHECK-NEXT:    async.coro.suspend %[[S]], ^{{.*}}, ^[[RESUME:bb[0-9]+]], ^{{.*}}
// CHECK:       ^[[RESUME]]:
// CHECK-NEXT:    async.runtime.is_error %[[G]] : !async.group
// CHECK-NOT:     scf.if
// CHECK-LABEL: func @entry(%arg0: index, %arg1: memref<?xindex>) attributes {async.allowed_to_block} {
// CHECK-NEXT:    %[[T:.*]] = call @fill(%arg0, %arg1) : (index, memref<?xindex>) -> !async.token
// CHECK-NEXT:    async.runtime.await %[[T]] : !async.token
// The dispatch helpers do not await, and stay functions.
// CHECK-LABEL: func private @parallel_compute_fn(
// CHECK-LABEL: func private @async_dispatch_fn(
// CHECK-SAME:    ) {
func private @fill(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  return
}

func @entry(%n: index, %m: memref<?xindex>) attributes {async.allowed_to_block} {
  call @fill(%n, %m) : (index, memref<?xindex>) -> ()
  return
}
