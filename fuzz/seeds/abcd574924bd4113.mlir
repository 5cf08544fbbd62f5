// eliminate-blocking-await-ops: a converted function may only be called; any other
// reference to its symbol is an error, since the reference would carry the old
// signature (LLVM 14 syntax). Upstream LLVM 14 reports the same error.
// Without the option nothing is converted, so the references are fine.

func private @converted(%t: !async.token) {
  async.await %t : !async.token
  return
}
// expected-error@+1 {{Unexpected reference to func referenced by symbol}}
func @refers() attributes {async.allowed_to_block, callback = @converted} {
  return
}
