func @yield_types(%x: f32) {
  %t, %v = async.execute -> !async.value<i32> {
    // expected-error@+1 {{'async.yield' op operand types do not match the types returned from the parent ExecuteOp}}
    async.yield %x : f32
  }
  return
}
