func @no_space_before_the_message() {
  // expected-error@+1{{use of undeclared SSA value name}}
  async.await %nope : !async.token
  return
}
