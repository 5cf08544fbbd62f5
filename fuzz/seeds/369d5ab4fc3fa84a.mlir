func.func @coro_id_result() {
  // expected-error @+1 {{'async.coro.id' op result #0 must be switched-resume coroutine identifier, but got 'i64'}}
  %0 = "async.coro.id"() : () -> i64
  return
}
