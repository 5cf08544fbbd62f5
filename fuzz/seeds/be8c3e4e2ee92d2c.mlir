func.func @next_line(%t: !async.token) {
  async.runtime.drop_ref %t {count = 2 : i64}

    !async.token
  return
}
