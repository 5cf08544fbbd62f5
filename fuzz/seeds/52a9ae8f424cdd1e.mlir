// A module whose only functions are async.func (an LLVM 17+ op): it is read as LLVM 22
// and printed so, with 22's coroutine conventions (`presplitcoroutine`, a cleanup block
// of its own on the destroy edge of every suspend), as mlir-opt-22 prints it.

async.func @only_async_func(%v: !async.value<f32>) -> !async.token {
  %0 = async.await %v : !async.value<f32>
  return
}
