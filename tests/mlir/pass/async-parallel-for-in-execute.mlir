// async-parallel-for with async-dispatch=false on an scf.parallel inside an async.execute,
// then async-to-async-runtime: the sequential dispatch submits the blocks from an scf.for of
// async.execute ops inside the execute body, which upstream's async-to-async-runtime cannot
// lower (mlir-opt-14 and mlir-opt-22: "failed to legalize operation 'scf.for' that was
// explicitly marked illegal", the UPSTREAM checks). async-opt lowers the loop to branches in
// the coroutine; the output is counted by our reference counting and lowered to LLVM by the
// real mlir-opt-22, and tests/e2e/parallel_in_execute.mlir runs such programs. With the
// default (recursive) dispatch both tools succeed. LLVM 22 syntax.
// RUN: async-opt %s -async-parallel-for=async-dispatch=false -async-to-async-runtime | FileCheck %s
// RUN: async-opt %s -async-parallel-for=async-dispatch=false -async-to-async-runtime | async-opt - | FileCheck %s
// RUN: async-opt %s --pass-pipeline='builtin.module(async-parallel-for{async-dispatch=false},async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' | mlir-opt-22 - --pass-pipeline='builtin.module(convert-async-to-llvm,func.func(convert-scf-to-cf),finalize-memref-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)' | FileCheck %s --check-prefix=LLVM
// RUN: async-opt %s --compat=14 -async-parallel-for=async-dispatch=false -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt | mlir-opt-14 - -convert-async-to-llvm -convert-scf-to-std -convert-memref-to-llvm -arith-expand -convert-arith-to-llvm -convert-std-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM
// RUN: not mlir-opt-22 %s -async-parallel-for=async-dispatch=false -async-to-async-runtime 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: async-opt %s --compat=14 | not mlir-opt-14 - -async-parallel-for=async-dispatch=false -async-to-async-runtime 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: mlir-opt-22 %s -async-parallel-for -async-to-async-runtime | FileCheck %s --check-prefix=RECURSIVE
// RUN: async-opt %s -async-parallel-for -async-to-async-runtime | FileCheck %s --check-prefix=RECURSIVE

// UPSTREAM: error: failed to legalize operation 'scf.for' that was explicitly marked illegal

// LLVM: llvm.func @f(
// LLVM: llvm.call @mlirAsyncRuntimeAddTokenToGroup

// RECURSIVE: func.func private @async_dispatch_fn(

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: memref<?xindex>) -> !async.token {
// CHECK:         %[[T:.*]] = call @async_execute_fn_0(%arg0, %arg1)
// CHECK:         return %[[T]] : !async.token
// The block outlined from the dispatch loop's async.execute.
// CHECK-LABEL: func.func private @async_execute_fn(
// CHECK:         call @parallel_compute_fn(
// The task: the dispatch loop as branches, then block 0, then the suspend on the group.
// CHECK-LABEL: func.func private @async_execute_fn_0(%arg0: index, %arg1: memref<?xindex>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK:         %[[G:.*]] = async.runtime.create_group %{{.*}} : !async.group
// CHECK-NEXT:    cf.br ^[[HEAD:bb[0-9]+]](%c1 : index)
// CHECK:       ^[[HEAD]](%[[B:.*]]: index):
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi slt, %[[B]], %{{.*}} : index
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^[[BODY:bb[0-9]+]], ^[[DONE:bb[0-9]+]]
// CHECK:       ^[[BODY]]:
// CHECK-NEXT:    %[[BT:.*]] = call @async_execute_fn(%[[B]], {{.*}}) : (index, index, index, memref<?xindex>) -> !async.token
// CHECK-NEXT:    async.runtime.add_to_group %[[BT]], %[[G]] : !async.token
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[B]], %c1 : index
// CHECK-NEXT:    cf.br ^[[HEAD]](%[[NEXT]] : index)
// CHECK:       ^[[DONE]]:
// CHECK-NEXT:    call @parallel_compute_fn(%c0, {{.*}})
// CHECK-NEXT:    %[[S:.*]] = async.coro.save
// CHECK-NEXT:    async.runtime.await_and_resume %[[G]], %{{.*}} : !async.group
// CHECK-NEXT:    async.coro.suspend %[[S]]
// CHECK-NOT:     scf.
func.func @f(%n: index, %m: memref<?xindex>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %i, %m[%i] : memref<?xindex>
      scf.reduce
    }
    async.yield
  }
  return %t : !async.token
}
