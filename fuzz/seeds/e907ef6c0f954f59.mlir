func @next_line(%t: !async.token) {
  async.runtime.drop_ref %t {count = 2 : i64}

    // expected-error@+1 {{expected ':'}}
    !async.token
  return
}
