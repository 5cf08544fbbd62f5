func.func @in_task(%v: !async.value<f32>) {
  %t = async.execute {
    %x = arith.constant 1 : i32
    // expected-error@+1 {{'async.await' op result type 'i32' does not match async value type 'f32'}}
    %y = "async.await"(%v) : (!async.value<f32>) -> i32
    async.yield
  }
  return
}

// (mlir-opt-22 then reports the expectations as not produced, without -verify-diagnostics.)
