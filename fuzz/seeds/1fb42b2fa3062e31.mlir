// Without `{{` (or with `@+0x1`, which the expression cannot read) a line is no
// expectation.
func @malformed_designators_are_ignored() {
  // expected-error oops
  // expected-error@+0x1 {{never}}
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  return
}
