func.func @await_wrong_result(%v: !async.value<f32>) {
  // expected-error @+1 {{'async.await' op result type 'i32' does not match async value type 'f32'}}
  %0 = "async.await"(%v) : (!async.value<f32>) -> i32
  func.return
}
