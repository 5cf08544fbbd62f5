// eliminate-blocking-await-ops: a converted function may only be called; any other
// reference to its symbol is an error, since the reference would carry the old
// signature (LLVM 14 syntax). Upstream LLVM 14 reports the same error.
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true --split-input-file --allow-unregistered-dialect --verify-diagnostics
// RUN: mlir-opt-14 %s -async-to-async-runtime=eliminate-blocking-await-ops=true --split-input-file --allow-unregistered-dialect --verify-diagnostics
// RUN: not async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
// Without the option nothing is converted, so the references are fine.
// RUN: async-opt %s -async-to-async-runtime --split-input-file --allow-unregistered-dialect | mlir-opt-14 --split-input-file --allow-unregistered-dialect > /dev/null

// CHECK: symbol-use.mlir:[[@LINE+6]]:1: error: Unexpected reference to func referenced by symbol
func private @converted(%t: !async.token) {
  async.await %t : !async.token
  return
}
// expected-error@+1 {{Unexpected reference to func referenced by symbol}}
func @refers() attributes {async.allowed_to_block, callback = @converted} {
  return
}

// -----

// The reference inside an outlined execute body, nested in an array attribute.
func private @converted(%t: !async.token) {
  async.await %t : !async.token
  return
}
func @refers(%t: !async.token) attributes {async.allowed_to_block} {
  %e = async.execute {
    // expected-error@+1 {{Unexpected reference to func referenced by symbol}}
    "test.use"() {targets = [@converted]} : () -> ()
    async.yield
  }
  return
}
