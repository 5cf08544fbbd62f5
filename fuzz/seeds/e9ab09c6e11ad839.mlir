func.func @async_func_returns_payload(%x: i32) -> !async.value<i32> {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('!async.value<i32>') in function @async_func_returns_payload}}
  return %x : i32
}
