func @is_error_result(%t: !async.token) {
  // expected-error @+1 {{'async.runtime.is_error' op inferred type(s) 'i1' are incompatible with return type(s) of operation 'i64'}}
  %0 = "async.runtime.is_error"(%t) : (!async.token) -> i64
  return
}
