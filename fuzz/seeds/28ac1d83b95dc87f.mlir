func @coro_id_result() {
  // expected-error @+1 {{'async.coro.id' op inferred type(s) '!async.coro.id' are incompatible with return type(s) of operation 'i64'}}
  %0 = "async.coro.id"() : () -> i64
  return
}
