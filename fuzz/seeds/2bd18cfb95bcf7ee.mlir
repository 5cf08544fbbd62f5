// expected-error @+1 {{async token type is expected to appear as the 1st return value, but got 2}}
async.func @token_second(%x: f32) -> (!async.value<f32>, !async.token) {
  return %x : f32
}
