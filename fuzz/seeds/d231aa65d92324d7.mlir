// async.func (LLVM 17+) lowered by async-func-to-async-runtime: each async.func becomes a
// coroutine func.func returning its storage, async.call becomes func.call, async.return stores
// and completes; execute ops are left for async-to-async-runtime. Checked against mlir-opt-22.

async.func @value_fn(%arg0: f32) -> !async.value<f32> {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %arg0 : f32
  }
  %x = async.await %v : !async.value<f32>
  return %x : f32
}

async.func @token_fn(%a: f32) -> !async.token {
  %r = async.call @value_fn(%a) : (f32) -> !async.value<f32>
  %x = async.await %r : !async.value<f32>
  return
}

func.func @caller(%a: f32) -> f32 {
  %r = async.call @value_fn(%a) : (f32) -> !async.value<f32>
  %x = async.await %r : !async.value<f32>
  return %x : f32
}

// BOTH-LABEL: func.func @caller
// BOTH:   async.runtime.await %{{.*}} : !async.value<f32>
// BOTH:   cf.assert
// BOTH-LABEL: func.func private @async_execute_fn
