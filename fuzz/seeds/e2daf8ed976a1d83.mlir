func.func @is_error_result(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.is_error' op result #0 must be 1-bit signless integer, but got 'i64'}}
  %0 = "async.runtime.is_error"(%t) : (!async.token) -> i64
  return
}
