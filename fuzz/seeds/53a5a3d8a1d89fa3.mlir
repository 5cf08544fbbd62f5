func.func @missing_operand(%t: !async.token) {
  %g = async.create_group
  async.await_all %g
  return
}
