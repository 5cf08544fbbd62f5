// async-parallel-for on an scf.parallel inside an async.func, then async-func-to-async-runtime
// and async-to-async-runtime: the rewrite awaits the dispatch's group inside an scf.if, an
// await nested in scf inside an async.func, of which upstream's lowering leaves IR that
// does not verify (mlir-opt-22: "'scf.if' op expects region #1 to have 0 or 1 blocks", the
// UPSTREAM check). async-opt lowers the scf.if to branches in the coroutine; the output is
// counted by our reference counting and lowered to LLVM by the real mlir-opt-22, and
// crates/interp/tests/lit/parallel-for-async-func-22.mlir runs it. LLVM 22 syntax.
// RUN: async-opt %s --pass-pipeline='builtin.module(async-parallel-for,async-func-to-async-runtime,async-to-async-runtime)' | FileCheck %s
// RUN: async-opt %s --pass-pipeline='builtin.module(async-parallel-for,async-func-to-async-runtime,async-to-async-runtime)' | async-opt - | FileCheck %s
// RUN: async-opt %s --pass-pipeline='builtin.module(async-parallel-for,async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' | mlir-opt-22 - --pass-pipeline='builtin.module(convert-async-to-llvm,func.func(convert-scf-to-cf),finalize-memref-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)' | FileCheck %s --check-prefix=LLVM
// RUN: not mlir-opt-22 %s --pass-pipeline='builtin.module(async-parallel-for,async-func-to-async-runtime,async-to-async-runtime)' 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: :[[# @LINE + 23]]:3: error: 'scf.if' op expects region #1 to have 0 or 1 blocks

// LLVM: llvm.func @fill(
// LLVM: llvm.call @mlirAsyncRuntimeAwaitAllInGroupAndExecute

// CHECK-LABEL: func.func @fill(%arg0: index, %arg1: memref<?xindex>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// CHECK:         %[[Z:.*]] = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT:    cf.cond_br %[[Z]], ^{{.*}}, ^{{.*}}
// CHECK:         %[[G:.*]] = async.runtime.create_group %{{.*}} : !async.group
// CHECK-NEXT:    call @async_dispatch_fn(%[[G]], {{.*}})
// CHECK-NEXT:    %[[S:.*]] = async.coro.save %{{.*}}
// CHECK-NEXT:    async.runtime.await_and_resume %[[G]], %{{.*}} : !async.group
// CHECK-NEXT:    async.coro.suspend %[[S]], ^{{.*}}, ^[[RESUME:bb[0-9]+]], ^{{.*}}
// CHECK:       ^[[RESUME]]:
// CHECK-NEXT:    async.runtime.is_error %[[G]] : !async.group
// CHECK-NOT:     scf.if
// CHECK:         return %{{.*}} : !async.token
// CHECK-NEXT:  }
// CHECK-LABEL: func.func private @parallel_compute_fn(
// CHECK-LABEL: func.func private @async_dispatch_fn(
async.func @fill(%n: index, %m: memref<?xindex>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %i, %m[%i] : memref<?xindex>
    scf.reduce
  }
  return
}
