// expected-error @+1 {{'async.func' op result type must be async value type or async token type, but got 'f32'}}
async.func @plain_result(%x: f32) -> f32 {
  return %x : f32
}
