// --mlir-print-ir-after-failure: the IR as it was when the pass failed, in the generic
// form, after the error (LLVM 22 syntax). Here the lowering of an await inside an
// unregistered op's region leaves IR that does not verify, in async-opt as upstream.
// RUN: not async-opt %s --allow-unregistered-dialect -async-to-async-runtime --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s
// RUN: not mlir-opt-22 %s --allow-unregistered-dialect -async-to-async-runtime --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s
// --mlir-print-ir-after-all prints the failure too; -before-all alone does not.
// RUN: not async-opt %s --allow-unregistered-dialect -async-to-async-runtime --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: not async-opt %s --allow-unregistered-dialect -async-to-async-runtime --mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: not mlir-opt-22 %s --allow-unregistered-dialect -async-to-async-runtime --mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// With --verify-each=false nothing fails: the output is printed in the generic form,
// since it does not verify, or as it is with --mlir-print-assume-verified.
// RUN: async-opt %s --allow-unregistered-dialect -async-to-async-runtime --verify-each=false | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt-22 %s --allow-unregistered-dialect -async-to-async-runtime --verify-each=false | FileCheck %s --check-prefix=GENERIC
// RUN: async-opt %s --allow-unregistered-dialect -async-to-async-runtime --verify-each=false --mlir-print-assume-verified | FileCheck %s --check-prefix=ASSUMED
// RUN: mlir-opt-22 %s --allow-unregistered-dialect -async-to-async-runtime --verify-each=false --mlir-print-assume-verified | FileCheck %s --check-prefix=ASSUMED

func.func @f(%v: !async.value<i64>) {
  %t = async.execute {
    "test.region"() ({
      %x = async.await %v : !async.value<i64>
      "test.end"() : () -> ()
    }) : () -> ()
    async.yield
  }
  return
}

// BEFORE:     IR Dump Before AsyncToAsyncRuntimePass (async-to-async-runtime)
// BEFORE:     error: reference to block defined in another region
// BEFORE-NOT: IR Dump

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (!async.value<i64>) -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: !async.value<i64>):
// GENERIC-NEXT:     %7 = "func.call"(%arg1) <{callee = @async_execute_fn}> : (!async.value<i64>) -> !async.token

// ASSUMED:      module {
// ASSUMED-NEXT:   func.func @f(%arg0: !async.value<i64>) {
// ASSUMED-NEXT:     %0 = call @async_execute_fn(%arg0) : (!async.value<i64>) -> !async.token

// CHECK: {{.*}}print-ir-failure-22.mlir:20:12: error: reference to block defined in another region
// CHECK-NEXT:       %x = async.await %v : !async.value<i64>
// CHECK-NEXT:            ^
// CHECK-NEXT: {{.*}}print-ir-failure-22.mlir:20:12: note: see current operation: "async.coro.suspend"(%4)[^bb5, ^bb1, ^bb4] : (!async.coro.state) -> ()
// CHECK-NEXT: {{^}}//{{ }}-----// IR Dump After AsyncToAsyncRuntimePass Failed (async-to-async-runtime) //----- //
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (!async.value<i64>) -> (), sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg1: !async.value<i64>):
// CHECK-NEXT:     %7 = "func.call"(%arg1) <{callee = @async_execute_fn}> : (!async.value<i64>) -> !async.token
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (!async.value<i64>) -> !async.token, sym_name = "async_execute_fn", sym_visibility = "private"}> ({
// CHECK-NEXT:   ^bb0(%arg0: !async.value<i64>):
// CHECK-NEXT:     %0 = "async.runtime.create"() : () -> !async.token
// CHECK-NEXT:     %1 = "async.coro.id"() : () -> !async.coro.id
// CHECK-NEXT:     %2 = "async.coro.begin"(%1) : (!async.coro.id) -> !async.coro.handle
// CHECK-NEXT:     %3 = "async.coro.save"(%2) : (!async.coro.handle) -> !async.coro.state
// CHECK-NEXT:     "async.runtime.resume"(%2) : (!async.coro.handle) -> ()
// CHECK-NEXT:     "async.coro.suspend"(%3)[^bb5, ^bb1, ^bb4] : (!async.coro.state) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       %4 = "async.coro.save"(%2) : (!async.coro.handle) -> !async.coro.state
// CHECK-NEXT:       "async.runtime.await_and_resume"(%arg0, %2) : (!async.value<i64>, !async.coro.handle) -> ()
// CHECK-NEXT:       "async.coro.suspend"(%4)[^bb5, ^bb1, ^bb4] : (!async.coro.state) -> ()
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       %5 = "async.runtime.is_error"(%arg0) : (!async.value<i64>) -> i1
// CHECK-NEXT:       "cf.cond_br"(%5)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       %6 = "async.runtime.load"(%arg0) : (!async.value<i64>) -> i64
// CHECK-NEXT:       "test.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "async.runtime.set_available"(%0) : (!async.token) -> ()
// CHECK-NEXT:     "cf.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "async.runtime.set_error"(%0) : (!async.token) -> ()
// CHECK-NEXT:     "cf.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "async.coro.free"(%1, %2) : (!async.coro.id, !async.coro.handle) -> ()
// CHECK-NEXT:     "cf.br"()[^bb5] : () -> ()
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     "async.coro.free"(%1, %2) : (!async.coro.id, !async.coro.handle) -> ()
// CHECK-NEXT:     "cf.br"()[^bb5] : () -> ()
// CHECK-NEXT:   ^bb5:  // 4 preds: ^bb0, ^bb0, ^bb3, ^bb4
// CHECK-NEXT:     "async.coro.end"(%2) : (!async.coro.handle) -> ()
// CHECK-NEXT:     "func.return"(%0) : (!async.token) -> ()
// CHECK-NEXT:   }) {passthrough = ["presplitcoroutine"]} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
