// Command-line options: --help, --version, unknown options, and the three spellings of the
// pass (mlir-opt's --pass-pipeline, -async-to-async-runtime, and with its option).

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
