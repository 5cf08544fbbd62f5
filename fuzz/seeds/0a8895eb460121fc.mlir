func @naming_a_resultless_op(%t: !async.token) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = async.await %t : !async.token
  return
}
