// Fuzzing (pass, seed corpus): inside async.func (default dialect `async`) only a name with
// one dot drops the prefix, as MLIR prints it; `async.runtime.await` printed as
// `runtime.await` would read back as an op of an unknown `runtime` dialect.
// LLVM 22 syntax.

// PASS-LABEL: async.func @f(
// PASS: async.runtime.await %arg0 : !async.token
// PASS: async.runtime.await %arg0 : !async.token
async.func @f(%t: !async.token) -> !async.token {
  async.runtime.await %t : !async.token
  async.await %t : !async.token
  return
}
