// A coroutine: no drop on the edges of async.coro.suspend (a suspended coroutine is
// always resumed, never destroyed, so the value reaches the resume block), and the
// returned token and value are the caller's.


func.func @coroutine(%arg0: !async.value<f32>) -> (!async.token, !async.value<f32>) {
  %0 = async.runtime.create : !async.token
  %1 = async.runtime.create : !async.value<f32>
  %2 = async.coro.id
  %3 = async.coro.begin %2
  %4 = async.coro.save %3
  async.runtime.await_and_resume %arg0, %3 : !async.value<f32>
  async.coro.suspend %4, ^bb4, ^bb1, ^bb3
^bb1:
  %5 = async.runtime.is_error %arg0 : !async.value<f32>
  cf.cond_br %5, ^bb2, ^bb5
^bb5:
  %6 = async.runtime.load %arg0 : !async.value<f32>
  async.runtime.store %6, %1 : !async.value<f32>
  async.runtime.set_available %1 : !async.value<f32>
  async.runtime.set_available %0 : !async.token
  cf.br ^bb3
^bb2:
  async.runtime.set_error %0 : !async.token
  async.runtime.set_error %1 : !async.value<f32>
  cf.br ^bb3
^bb3:
  async.coro.free %2, %3
  cf.br ^bb4
^bb4:
  async.coro.end %3
  return %0, %1 : !async.token, !async.value<f32>
}
