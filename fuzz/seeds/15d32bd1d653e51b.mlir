// How --verify-diagnostics reads `expected-*` comments, as mlir-opt's regular expression
// `expected-(error|note|remark|warning) *(@([+-][0-9]+|above|below))? *{{(.*)}}` does:
// spaces before `@` and `{{`, `@above`/`@below` counting every line without a designator
// (comments too), and a line that does not match is no expectation at all.
// LLVM 14 syntax.

// Upstream's own test files put a space before `@`.
func @space_before_at() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  return
}
