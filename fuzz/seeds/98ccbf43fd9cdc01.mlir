// Where a missing token is reported in LLVM 14: at the unexpected token itself, even on a
// later line (LLVM 22 reports right after the text before it: wrong-token-location-22.mlir).

func @same_line(%t: !async.token) {
  // expected-error@+1 {{expected ':'}}
  async.runtime.add_ref %t   !async.token
  return
}
