async.func @async_return_type(%x: i64) -> !async.value<i32> {
  // expected-error@+1 {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  return %x : i64
}
