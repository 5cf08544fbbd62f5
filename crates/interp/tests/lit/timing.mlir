// --mlir-timing (async-opt's report, mlir-opt's layout): parsing, verification, each pass
// by the name mlir-opt-22 gives it (the input is LLVM 22 syntax), and the run itself, on
// stderr; under --check-lowering both runs summed. Without it a run prints nothing but the
// program's output, however long.
// RUN: async-runner %s -e entry -async-to-async-runtime --mlir-timing 2>&1 >/dev/null | FileCheck %s
// RUN: async-runner %s -e entry --mlir-timing --mlir-timing-display=list --check-lowering=async-to-async-runtime 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// A nested pipeline runs through the driver's pass manager: its passes under it.
// RUN: async-runner %s -e entry --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' --mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=NESTED
// RUN: async-runner %s -e entry -async-to-async-runtime 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: not async-runner %s -e entry --mlir-timing-display=flat 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:      ... Execution time report ...
// CHECK:      Total Execution Time: {{[0-9.]+}} seconds
// CHECK:      ----Wall Time----  ----Name----
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Verifier$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  AsyncToAsyncRuntimePass$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Execution$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9.]+ \(100.0%\)  Total$}}

// LIST:       ----Wall Time----  ----Name----
// LIST-DAG:   {{^ +[0-9.]+ \( *[0-9.]+%\)  Parser$}}
// LIST-DAG:   {{^ +[0-9.]+ \( *[0-9.]+%\)  Verifier$}}
// LIST-DAG:   {{^ +[0-9.]+ \( *[0-9.]+%\)  AsyncToAsyncRuntimePass$}}
// LIST-DAG:   {{^ +[0-9.]+ \( *[0-9.]+%\)  Execution$}}
// LIST:       {{^ +[0-9.]+ \(100.0%\)  Total$}}

// NESTED:      {{^ +[0-9.]+ \( *[0-9.]+%\)  AsyncToAsyncRuntimePass$}}
// NESTED-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  'func.func' Pipeline$}}
// NESTED-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)    AsyncRuntimeRefCountingPass$}}
// NESTED-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)    AsyncRuntimeRefCountingOptPass$}}
// NESTED-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Execution$}}

// QUIET:      {{^}}7{{$}}
// QUIET-NOT:  {{.}}

// BAD: error: invalid value 'flat' for '--mlir-timing-display <tree|list>'

func.func private @printI64(i64)
func.func private @printNewline()

func.func @entry() {
  %c = arith.constant 7 : i64
  %t, %v = async.execute -> !async.value<i64> {
    async.yield %c : i64
  }
  %r = async.await %v : !async.value<i64>
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
