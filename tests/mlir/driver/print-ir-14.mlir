// The IR dumps of LLVM 14 syntax, with mlir-opt-14's headers; mlir-opt-14 spells the
// flags without `mlir-` (`--print-ir-after-all`), which async-opt takes too. A pass
// failure prints the IR as it was, generic, after the error.
// RUN: async-opt %s -async-to-async-runtime --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime --print-ir-before-all --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime --print-ir-before-all --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: not async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILED
// RUN: not mlir-opt-14 %s -async-to-async-runtime=eliminate-blocking-await-ops=true --print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILED

func private @converted(%t: !async.token) {
  async.await %t : !async.token
  return
}
func @refers() attributes {async.allowed_to_block, callback = @converted} {
  return
}

// FAILED:      print-ir-14.mlir:14:1: error: Unexpected reference to func referenced by symbol
// FAILED-NEXT: func @refers() attributes {async.allowed_to_block, callback = @converted} {
// FAILED-NEXT: ^
// FAILED-NEXT: print-ir-14.mlir:14:1: note: see current operation: "builtin.func"() ({
// FAILED-NEXT:   "std.return"() : () -> ()
// FAILED-NEXT: }) {async.allowed_to_block, callback = @converted, sym_name = "refers", type = () -> ()} : () -> ()
// FAILED-NEXT: {{^}}//{{ }}-----// IR Dump After AsyncToAsyncRuntime Failed //----- //
// FAILED-NEXT: "builtin.module"() ({
// FAILED-NEXT:   "builtin.func"() ({
// FAILED-NEXT:   ^bb0(%arg0: !async.token):

// CHECK: {{^}}//{{ }}-----// IR Dump Before AsyncToAsyncRuntime //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @converted(%arg0: !async.token) {
// CHECK-NEXT:     async.await %arg0 : !async.token
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @refers() attributes {async.allowed_to_block, callback = @converted} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}//{{ }}-----// IR Dump After AsyncToAsyncRuntime //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @converted(%arg0: !async.token) {
// CHECK-NEXT:     async.runtime.await %arg0 : !async.token
// CHECK-NEXT:     %0 = async.runtime.is_error %arg0 : !async.token
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %1 = arith.xori %0, %true : i1
// CHECK-NEXT:     assert %1, "Awaited async operand is in error state"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @refers() attributes {async.allowed_to_block, callback = @converted} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
