func @create_group_result(%n: index) {
  // expected-error @+1 {{'async.create_group' op inferred type(s) '!async.group' are incompatible with return type(s) of operation '!async.token'}}
  %g = "async.create_group"(%n) : (index) -> !async.token
  return
}
