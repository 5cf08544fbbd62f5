func @spaces_everywhere() {
  // expected-error   @+1    {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  return
}
