func @missing_operand(%t: !async.token) {
  %g = async.create_group
  // expected-error@+1 {{expected SSA operand}}
  async.await_all %g
  return
}
