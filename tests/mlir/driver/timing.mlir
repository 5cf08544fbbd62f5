// --mlir-timing: the time of each phase on stderr in mlir-opt's report, per pass (named
// as mlir-opt names it), and for a large module run in shards per phase of the sharded
// run, with the shards' steps under it (summed over the threads: the User Time column).
// Without it nothing is printed, however long the run (LLVM 14 syntax).
// RUN: async-opt %s -async-to-async-runtime --mlir-timing -o /dev/null 2>&1 | FileCheck %s
// RUN: mlir-opt-14 %s -async-to-async-runtime --mlir-timing -o /dev/null 2>&1 | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime --mlir-timing --mlir-timing-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// A module of 2 MB, run in shards:
// RUN: awk 'BEGIN { for (i = 0; i < 25000; i++) printf "func @f%%d(%%%%arg0: !async.token) {\n  async.await %%%%arg0 : !async.token\n  return\n}\n", i }' > %t.big.mlir
// RUN: async-opt %t.big.mlir -async-to-async-runtime --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHARDS
// RUN: async-opt %t.big.mlir -async-to-async-runtime -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// Every pass of the pipeline under the shards' phase, nested pipelines nested:
// RUN: async-opt %t.big.mlir --pass-pipeline='builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED

// CHECK:      ... Execution time report ...
// CHECK:      Total Execution Time: {{[0-9.]+}} seconds
// CHECK:      ----Wall Time----  ----Name----
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Parser$}}
// CHECK:      {{^ +[0-9.]+ \( *[0-9.]+%\)  AsyncToAsyncRuntime$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9.]+ \(100.0%\)  Total$}}

// LIST: ----Wall Time----  ----Name----
// LIST: Total

// SHARDS:      ----User Time----  ----Wall Time----  ----Name----
// SHARDS-NEXT: Cut and summarize the shards ({{[0-9]+}} shards on {{[0-9]+}} threads)
// SHARDS-NEXT: {{^ .*%\)    Parser$}}
// SHARDS-NEXT: Plan
// SHARDS-NEXT: Lower and print the shards
// SHARDS-NEXT: {{^ .*%\)    Parser$}}
// SHARDS-NEXT: {{^ .*%\)    Verifier$}}
// SHARDS-NEXT: {{^ .*%\)    AsyncToAsyncRuntime$}}
// SHARDS-NEXT: {{^ .*%\)    Printer$}}
// SHARDS-NEXT: Output
// SHARDS-NEXT: Rest
// SHARDS-NEXT: Total

// NESTED:      Lower and print the shards
// NESTED-NEXT: {{^ .*%\)    Parser$}}
// NESTED-NEXT: {{^ .*%\)    Verifier$}}
// NESTED-NEXT: {{^ .*%\)    AsyncToAsyncRuntime$}}
// NESTED-NEXT: {{^ .*%\)    'func.func' Pipeline$}}
// NESTED-NEXT: {{^ .*%\)      AsyncRuntimeRefCounting$}}
// NESTED-NEXT: {{^ .*%\)      AsyncRuntimeRefCountingOpt$}}
// NESTED-NEXT: {{^ .*%\)    Printer$}}
// NESTED-NEXT: Output

// QUIET-NOT: {{.}}

func @f(%t: !async.token) attributes {async.allowed_to_block} {
  async.await %t : !async.token
  return
}
