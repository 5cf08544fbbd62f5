func.func @await_token_result(%t: !async.token) {
  // expected-error @+1 {{'async.await' op awaiting on a token must have empty result}}
  %0 = "async.await"(%t) : (!async.token) -> i32
  func.return
}
