func.func @create_group_result(%n: index) {
  // expected-error @+1 {{'async.create_group' op result #0 must be async group type, but got '!async.token'}}
  %g = "async.create_group"(%n) : (index) -> !async.token
  return
}
