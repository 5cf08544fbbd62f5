func @await_all_token(%t: !async.token) {
  // expected-error @+1 {{'async.await_all' op operand #0 must be async group type, but got '!async.token'}}
  "async.await_all"(%t) : (!async.token) -> ()
  return
}
