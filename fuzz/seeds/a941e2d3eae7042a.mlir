// Groups (LLVM 14 syntax): async.create_group and async.add_to_group become their
// runtime counterparts, in plain functions and in coroutines alike; await_all on a
// group suspends in a coroutine and blocks elsewhere (see await.mlir for the details).

func @fan_out(%t: !async.token) attributes {async.allowed_to_block} {
  // The group is captured by the second task, which fills it from inside.
  %c3 = arith.constant 3 : index
  %g = async.create_group %c3 : !async.group
  %i0 = async.add_to_group %t, %g : !async.token
  %e = async.execute { async.yield }
  %i1 = async.add_to_group %e, %g : !async.token
  %f = async.execute {
    %inner = async.execute { async.yield }
    %i2 = async.add_to_group %inner, %g : !async.token
    async.yield
  }
  async.await %f : !async.token
  async.await_all %g
  return
}
