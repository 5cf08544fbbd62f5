// What async-runtime-ref-counting and async-runtime-policy-based-ref-counting cannot
// handle, with upstream's errors (LLVM 14 syntax; mlir-opt-14 gives the same).
// carries on, exiting 0 with the function half counted (a bug, fixed since: LLVM 22
// fails); ours fails, as LLVM 22 does.
// The high-level ops, for the policy-based pass too:

// High-level async ops must be lowered first: their reference counting changes when
// they are. The first op a post-order walk finishes is reported: here the yield nested
// in the execute, before the execute and the await after it.
// POLICY: :[[@LINE+4]]:5: error: async operations must be lowered to async runtime operations
func @high_level(%arg0: !async.token) {
  %0 = async.execute {
    // expected-error@+1 {{async operations must be lowered to async runtime operations}}
    async.yield
  }
  async.await %arg0 : !async.token
  return
}
