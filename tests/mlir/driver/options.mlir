// Command-line options: --help, --version, unknown options, and the three spellings of the
// pass (mlir-opt's --pass-pipeline, -async-to-async-runtime, and with its option).
// RUN: async-opt --help | FileCheck %s --check-prefix=HELP
// RUN: async-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: not async-opt %s --no-such-option 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: async-opt %s -async-to-async-runtime | FileCheck %s --check-prefix=PASS
// RUN: async-opt %s -async-to-async-runtime="eliminate-blocking-await-ops=true" | FileCheck %s --check-prefix=PASS
// RUN: async-opt %s --pass-pipeline="builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true})" | FileCheck %s --check-prefix=PASS
// RUN: mlir-opt-14 %s -async-to-async-runtime | FileCheck %s --check-prefix=PASS
// RUN: mlir-opt-14 %s -async-to-async-runtime="eliminate-blocking-await-ops=true" | FileCheck %s --check-prefix=PASS

// HELP-DAG: --split-input-file
// HELP-DAG: --verify-diagnostics
// HELP-DAG: --allow-unregistered-dialect
// HELP-DAG: --mlir-print-op-generic
// HELP-DAG: --mlir-print-debuginfo
// HELP-DAG: --compat
// HELP-DAG: --pass-pipeline
// HELP-DAG: async-to-async-runtime
// HELP-DAG: eliminate-blocking-await-ops

// VERSION: async-opt

// UNKNOWN: no-such-option

// PASS-LABEL: func @outlined(
// PASS-NOT: async.execute
// PASS: call @async_execute_fn(
// PASS-LABEL: func private @async_execute_fn(
// PASS: async.coro.id
// PASS: async.coro.begin

func @outlined(%x: f32) attributes {async.allowed_to_block} {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  return
}
