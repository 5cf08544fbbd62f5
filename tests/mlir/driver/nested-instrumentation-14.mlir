// The instrumentation of a nested pipeline in LLVM 14 syntax (`builtin.func(...)`), against
// mlir-opt-14 under --mlir-disable-threading: mlir-opt-14's headers, each function dumped
// on its own, nested passes timed under `'builtin.func' Pipeline`.
// RUN: async-opt %s --pass-pipeline='async-to-async-runtime,builtin.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)' --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: mlir-opt-14 %s --mlir-disable-threading --pass-pipeline='async-to-async-runtime,builtin.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)' --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: async-opt %s --pass-pipeline='async-to-async-runtime,builtin.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: mlir-opt-14 %s --pass-pipeline='async-to-async-runtime,builtin.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// A failure: the generic form, LLVM 14's spellings.
// RUN: not async-opt %s --pass-pipeline='builtin.func(async-runtime-ref-counting)' --print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILED
// RUN: not mlir-opt-14 %s --mlir-disable-threading --pass-pipeline='builtin.func(async-runtime-ref-counting)' --print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILED

// AFTER:      // -----// IR Dump After AsyncToAsyncRuntime //----- //
// AFTER-NEXT: module {
// AFTER:      // -----// IR Dump After AsyncRuntimeRefCounting //----- //
// AFTER-NEXT: func @a() {
// AFTER:      // -----// IR Dump After AsyncRuntimeRefCountingOpt //----- //
// AFTER-NEXT: func @a() {
// AFTER:      // -----// IR Dump After AsyncRuntimeRefCounting //----- //
// AFTER-NEXT: func @b() {
// AFTER-NEXT:   return
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After AsyncRuntimeRefCountingOpt //----- //
// AFTER-NEXT: func @b() {
// AFTER:      // -----// IR Dump After AsyncRuntimeRefCounting //----- //
// AFTER-NEXT: func private @async_execute_fn() -> !async.token attributes {passthrough = {{\[\["coroutine.presplit", "0"\]\]}}} {
// AFTER:      // -----// IR Dump After AsyncRuntimeRefCountingOpt //----- //
// AFTER-NEXT: func private @async_execute_fn()
// AFTER-NOT:  IR Dump

// TIMING:      {{\)  AsyncToAsyncRuntime$}}
// TIMING-NEXT: {{\)  'builtin.func' Pipeline$}}
// TIMING-NEXT: {{\)    AsyncRuntimeRefCounting$}}
// TIMING:      {{\)    AsyncRuntimeRefCountingOpt$}}
// TIMING-NEXT: {{\)  Output$}}

// FAILED:      error: async operations must be lowered to async runtime operations
// FAILED-NEXT:   %t = async.execute { async.yield }
// FAILED:      note: see current operation: "async.yield"() : () -> ()
// FAILED-NEXT: // -----// IR Dump After AsyncRuntimeRefCounting Failed //----- //
// FAILED-NEXT: "builtin.func"() ({
// FAILED:        "std.return"() : () -> ()
// FAILED-NEXT: }) {sym_name = "a", type = () -> ()} : () -> ()

func @a() {
  %t = async.execute { async.yield }
  async.await %t : !async.token
  return
}

func @b() {
  return
}
