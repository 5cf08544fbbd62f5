// The IR printed before and after passes on stderr (--mlir-print-ir-before/-after, -all,
// -after-change, -after-failure), with mlir-opt-22's headers (LLVM 22 syntax). The
// reference RUN lines give the real tool the same checks.
// Only the pass named; only when the IR changed (the second run changes nothing).
// Nothing when off, nothing after a pass that succeeded with -after-failure.
// The output on stdout is what it is without the flags.

func.func @f() {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  return
}

// NONE-NOT: IR Dump

// BEFORE-NOT: IR Dump
// BEFORE:     {{^}}//{{ }}-----// IR Dump Before AsyncToAsyncRuntimePass (async-to-async-runtime) //----- //
// BEFORE-NEXT: module {
// BEFORE-NOT: IR Dump

// CHANGE:     IR Dump After AsyncToAsyncRuntimePass (async-to-async-runtime)
// CHANGE-NOT: IR Dump

// AFTER:      IR Dump After AsyncFuncToAsyncRuntimePass (async-func-to-async-runtime)
// AFTER-NEXT: module {
// AFTER-NEXT:   func.func @f() {
// AFTER-NEXT:     %token = async.execute {
// AFTER:      IR Dump After AsyncToAsyncRuntimePass (async-to-async-runtime)
// AFTER-NEXT: module {
// AFTER-NEXT:   func.func @f() {
// AFTER-NEXT:     %0 = call @async_execute_fn() : () -> !async.token
// AFTER-NOT:  IR Dump

// ALL: {{^}}//{{ }}-----// IR Dump Before AsyncToAsyncRuntimePass (async-to-async-runtime) //----- //
// ALL-NEXT: module {
// ALL-NEXT:   func.func @f() {
// ALL-NEXT:     %token = async.execute {
// ALL-NEXT:       async.yield
// ALL-NEXT:     }
// ALL-NEXT:     async.await %token : !async.token
// ALL-NEXT:     return
// ALL-NEXT:   }
// ALL-NEXT: }
// ALL-EMPTY:
// ALL-EMPTY:
// ALL-NEXT: {{^}}//{{ }}-----// IR Dump After AsyncToAsyncRuntimePass (async-to-async-runtime) //----- //
// ALL-NEXT: module {
// ALL-NEXT:   func.func @f() {
// ALL-NEXT:     %0 = call @async_execute_fn() : () -> !async.token
// ALL-NEXT:     async.runtime.await %0 : !async.token
// ALL-NEXT:     %1 = async.runtime.is_error %0 : !async.token
// ALL-NEXT:     %true = arith.constant true
// ALL-NEXT:     %2 = arith.xori %1, %true : i1
// ALL-NEXT:     cf.assert %2, "Awaited async operand is in error state"
// ALL-NEXT:     return
// ALL-NEXT:   }
// ALL-NEXT:   func.func private @async_execute_fn() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
// ALL-NEXT:     %0 = async.runtime.create : !async.token
// ALL-NEXT:     %1 = async.coro.id
// ALL-NEXT:     %2 = async.coro.begin %1
// ALL-NEXT:     %3 = async.coro.save %2
// ALL-NEXT:     async.runtime.resume %2
// ALL-NEXT:     async.coro.suspend %3, ^bb4, ^bb1, ^bb3
// ALL-NEXT:   ^bb1:  // pred: ^bb0
// ALL-NEXT:     async.runtime.set_available %0 : !async.token
// ALL-NEXT:     cf.br ^bb2
// ALL-NEXT:   ^bb2:  // pred: ^bb1
// ALL-NEXT:     async.coro.free %1, %2
// ALL-NEXT:     cf.br ^bb4
// ALL-NEXT:   ^bb3:  // pred: ^bb0
// ALL-NEXT:     async.coro.free %1, %2
// ALL-NEXT:     cf.br ^bb4
// ALL-NEXT:   ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
// ALL-NEXT:     async.coro.end %2
// ALL-NEXT:     return %0 : !async.token
// ALL-NEXT:   }
// ALL-NEXT: }
// ALL-EMPTY:
// ALL-EMPTY:
