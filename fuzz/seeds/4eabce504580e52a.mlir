func @one_expectation_per_line() {
  // expected-error@+2 {{undeclared}} expected-note {{x}}
  async.await %nope2 : !async.token
  return
}
