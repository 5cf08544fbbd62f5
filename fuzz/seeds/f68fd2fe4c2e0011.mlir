// expected-error @+1 {{'async.func' op result is expected to be at least of size 1, but got 0}}
async.func @no_results(%x: f32) {
  return
}
