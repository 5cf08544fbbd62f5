func.func @create_group_size(%n: i64) {
  // expected-error @+1 {{'async.create_group' op operand #0 must be index, but got 'i64'}}
  %g = "async.create_group"(%n) : (i64) -> !async.group
  return
}
