// eliminate-blocking-await-ops: taking the address of a converted function with
// `constant @f` (LLVM 14 syntax; `func.constant` in LLVM 22) is the common non-call
// symbol use, and must be reported as an error, as upstream LLVM 14 does.
// Without the option the reference is fine and the output valid.

func @converted(%t: !async.token) {
  async.await %t : !async.token
  return
}
func @address_taken() -> ((!async.token) -> ()) attributes {async.allowed_to_block} {
  // expected-error@+1 {{Unexpected reference to func referenced by symbol}}
  %f = constant @converted : (!async.token) -> ()
  return %f : (!async.token) -> ()
}
