// How --verify-diagnostics reads `expected-*` comments, as mlir-opt's regular expression
// `expected-(error|note|remark|warning) *(@([+-][0-9]+|above|below))? *{{(.*)}}` does:
// spaces before `@` and `{{`, `@above`/`@below` counting every line without a designator
// (comments too), and a line that does not match is no expectation at all.
// LLVM 14 syntax.
// RUN: async-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-14 %s --split-input-file --verify-diagnostics

// Upstream's own test files put a space before `@`.
func @space_before_at() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  return
}

// -----

func @spaces_everywhere() {
  // expected-error   @+1    {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  return
}

// -----

func @no_space_before_the_message() {
  // expected-error@+1{{use of undeclared SSA value name}}
  async.await %nope : !async.token
  return
}

// -----

// `@above` skips lines with a designator.
func @above_skips_designators() {
  %x = arith.constant 1 : i32
  // expected-error@below {{redefinition of SSA value '%x'}}
  // expected-note@above {{previously defined here}}
  %x = arith.constant 2 : i32
  return
}

// -----

// Without `{{` (or with `@+0x1`, which the expression cannot read) a line is no
// expectation.
func @malformed_designators_are_ignored() {
  // expected-error oops
  // expected-error@+0x1 {{never}}
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  return
}

// -----

// LLVM 14 reads text after the last `}}`.
func @text_after_the_message() {
  // expected-error@+1 {{use of undeclared SSA value name}} trailing
  async.await %nope : !async.token
  return
}
