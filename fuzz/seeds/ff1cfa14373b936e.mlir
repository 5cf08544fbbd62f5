// --verify-diagnostics failures that follow from how mlir-opt reads `expected-*` lines:
// `@above` may point at a comment, the message runs to the last `}}`, and a diagnostic of
// another severity on the expected line is a near miss.
// LLVM 14 syntax. (The checks name columns only: mlir-opt-14 numbers lines within chunks.)

func @above_points_at_a_comment() {
  async.await %nope : !async.token
  // a plain comment
  // expected-error@above {{use of undeclared SSA value name}}
  return
}
