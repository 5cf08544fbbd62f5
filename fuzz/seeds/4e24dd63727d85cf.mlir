// Awaits on tokens, values and groups (LLVM 14 syntax). Inside a coroutine each one
// saves, asks the runtime to resume the coroutine when the operand is ready,
// suspends, then on resumption branches to the set_error block if the operand is in
// error, and loads the value. Outside coroutines (here: without eliminate-blocking,
// or in a function marked async.allowed_to_block) an await blocks the thread, then
// asserts that the operand is not in error, then loads the value.

func @blocking(%t: !async.token, %v: !async.value<i64>, %g: !async.group) -> i64
    attributes {async.allowed_to_block} {
  async.await %t : !async.token
  %x = async.await %v : !async.value<i64>
  async.await_all %g
  return %x : i64
}

func @in_coroutine(%t: !async.token, %v: !async.value<i64>, %g: !async.group) -> !async.value<i64>
    attributes {async.allowed_to_block} {
  %r, %y = async.execute -> !async.value<i64> {
    async.await %t : !async.token
    %x = async.await %v : !async.value<i64>
    async.await_all %g
    %s = arith.addi %x, %x : i64
    async.yield %s : i64
  }
  return %y : !async.value<i64>
}
