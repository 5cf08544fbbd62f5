// The instrumentation of a nested pipeline (LLVM 22 syntax), against mlir-opt-22 under
// --mlir-disable-threading (its threads interleave the functions' dumps at random): each
// pass of `func.func(...)` dumps each function on its own, all of one function's passes
// before the next function's; the module's passes dump the module.
// RUN: async-opt %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),async-runtime-policy-based-ref-counting)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: mlir-opt-22 %s --mlir-disable-threading --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),async-runtime-policy-based-ref-counting)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// Only the named pass, only when it changed something:
// RUN: async-opt %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' --mlir-print-ir-after=async-runtime-ref-counting --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: mlir-opt-22 %s --mlir-disable-threading --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' --mlir-print-ir-after=async-runtime-ref-counting --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// --dump-pass-pipeline: the nested pipeline indented, one pass of the three (the pipeline
// then fails: reference counting before the lowering).
// RUN: not async-opt %s --pass-pipeline='builtin.module(async-func-to-async-runtime,func.func(async-runtime-ref-counting-opt,async-runtime-policy-based-ref-counting),async-runtime-ref-counting-opt)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not mlir-opt-22 %s --pass-pipeline='builtin.module(async-func-to-async-runtime,func.func(async-runtime-ref-counting-opt,async-runtime-policy-based-ref-counting),async-runtime-ref-counting-opt)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// --mlir-timing: the nested passes under `'func.func' Pipeline`.
// RUN: async-opt %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// --mlir-pass-statistics (mlir-opt's release build counts nothing, so prints no pass):
// the reference-counting passes have no counters, listed under their pipeline.
// RUN: async-opt %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' --mlir-pass-statistics --mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: async-opt %s --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// A nested pass that fails dumps its function as the output prints (mlir-opt-22 prints
// the generic form only for IR that does not verify; LLVM 14 always does).
// RUN: not async-opt %s --pass-pipeline='builtin.module(func.func(async-runtime-ref-counting))' --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILED
// RUN: not mlir-opt-22 %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(async-runtime-ref-counting))' --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILED

// FAILED:      error: async operations must be lowered to async runtime operations
// FAILED:      note: see current operation: "async.yield"() : () -> ()
// FAILED-NEXT: // -----// IR Dump After AsyncRuntimeRefCountingPass Failed (async-runtime-ref-counting) //----- //
// FAILED-NEXT: func.func @a() {
// FAILED-NEXT:   %token = async.execute {
// FAILED-NEXT:     async.yield
// FAILED-NEXT:   }
// FAILED-NEXT:   async.await %token : !async.token
// FAILED-NEXT:   return
// FAILED-NEXT: }
// FAILED-EMPTY:
// FAILED-NOT:  IR Dump

// AFTER:      // -----// IR Dump After AsyncToAsyncRuntimePass (async-to-async-runtime) //----- //
// AFTER-NEXT: module {
// AFTER:      // -----// IR Dump After AsyncRuntimeRefCountingPass (async-runtime-ref-counting) //----- //
// AFTER-NEXT: func.func @a() {
// AFTER-NEXT:   %0 = call @async_execute_fn() : () -> !async.token
// AFTER-NEXT:   async.runtime.await %0 : !async.token
// AFTER-NEXT:   %1 = async.runtime.is_error %0 : !async.token
// AFTER-NEXT:   async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// AFTER:        return
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After AsyncRuntimeRefCountingOptPass (async-runtime-ref-counting-opt) //----- //
// AFTER-NEXT: func.func @a() {
// AFTER:      // -----// IR Dump After AsyncRuntimeRefCountingPass (async-runtime-ref-counting) //----- //
// AFTER-NEXT: func.func @b() {
// AFTER-NEXT:   return
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After AsyncRuntimeRefCountingOptPass (async-runtime-ref-counting-opt) //----- //
// AFTER-NEXT: func.func @b() {
// AFTER:      // -----// IR Dump After AsyncRuntimeRefCountingPass (async-runtime-ref-counting) //----- //
// AFTER-NEXT: func.func private @async_execute_fn() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// AFTER:      // -----// IR Dump After AsyncRuntimeRefCountingOptPass (async-runtime-ref-counting-opt) //----- //
// AFTER-NEXT: func.func private @async_execute_fn()
// AFTER:      // -----// IR Dump After AsyncRuntimePolicyBasedRefCountingPass (async-runtime-policy-based-ref-counting) //----- //
// AFTER-NEXT: module {
// AFTER-NOT:  IR Dump

// Only @a changes (@b counts nothing, the outlined function returns its token).
// CHANGE-NOT:  IR Dump
// CHANGE:      // -----// IR Dump After AsyncRuntimeRefCountingPass (async-runtime-ref-counting) //----- //
// CHANGE-NEXT: func.func @a() {
// CHANGE-NOT:  IR Dump

// DUMP:      Pass Manager with 3 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   async-func-to-async-runtime,
// DUMP-NEXT:   func.func(
// DUMP-NEXT:     async-runtime-ref-counting-opt,
// DUMP-NEXT:     async-runtime-policy-based-ref-counting
// DUMP-NEXT:   ),
// DUMP-NEXT:   async-runtime-ref-counting-opt
// DUMP-NEXT: )
// DUMP-EMPTY:

// TIMING:      ... Execution time report ...
// TIMING:      {{\)  Parser$}}
// TIMING:      {{\)  AsyncToAsyncRuntimePass$}}
// TIMING-NEXT: {{\)  'func.func' Pipeline$}}
// TIMING-NEXT: {{\)    AsyncRuntimeRefCountingPass$}}
// TIMING:      {{\)    AsyncRuntimeRefCountingOptPass$}}
// TIMING-NEXT: {{\)  Output$}}
// TIMING-NEXT: {{\)  Rest$}}
// TIMING-NEXT: {{\)  Total$}}

// STATS:      ... Pass statistics report ...
// STATS-NEXT: ===-------------------------------------------------------------------------===
// STATS-NEXT: AsyncToAsyncRuntimePass
// STATS-NEXT:   (S) 1 num-awaits-blocking
// STATS:        (S) 0 num-scf-ops-to-branches
// STATS-NEXT: 'func.func' Pipeline
// STATS-NEXT:   AsyncRuntimeRefCountingPass
// STATS-NEXT:   AsyncRuntimeRefCountingOptPass
// STATS-EMPTY:

// LIST:      ... Pass statistics report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT:   AsyncToAsyncRuntimePass
// LIST-NOT:  RefCounting

func.func @a() {
  %t = async.execute { async.yield }
  async.await %t : !async.token
  return
}

func.func @b() {
  return
}
