// Where a missing token is reported in LLVM 22: mlir-opt 22 puts the error right after the
// text before the unexpected token (backing up over blanks, line ends, blank lines and
// comments at the ends of the lines it backs into), not at the token as LLVM 14 does
// (wrong-token-location-14.mlir). It matters for `expected-error` lines: the error is on
// the line where the token is missing. The columns are checked on stderr, both tools.

func.func @same_line(%t: !async.token) {
  async.runtime.add_ref %t   !async.token
  return
}
