// async.runtime.* and async.coro.* ops in LLVM-22 syntax, same as async-runtime-14.mlir.


func.func @runtime(%f: f32) -> f32 {
  %token = async.runtime.create : !async.token
  %value = async.runtime.create : !async.value<f32>
  %four = arith.constant 4 : index
  %group = async.runtime.create_group %four : !async.group
  async.runtime.store %f, %value : !async.value<f32>
  async.runtime.store %f, %value : <f32>
  async.runtime.set_available %value : !async.value<f32>
  async.runtime.set_available %token : !async.token
  async.runtime.set_error %token : !async.token
  async.runtime.set_error %value : !async.value<f32>
  %e1 = async.runtime.is_error %token : !async.token
  %e2 = async.runtime.is_error %value : !async.value<f32>
  %e3 = async.runtime.is_error %group : !async.group
  %rank = async.runtime.add_to_group %token, %group : !async.token
  async.runtime.await %token : !async.token
  async.runtime.await %value : !async.value<f32>
  async.runtime.await %group : !async.group
  %loaded = async.runtime.load %value : !async.value<f32>
  async.runtime.add_ref %token {count = 2 : i64} : !async.token
  async.runtime.drop_ref %value {count = 1 : i64} : !async.value<f32>
  %threads = async.runtime.num_worker_threads : index
  return %loaded : f32
}

func.func @coroutine(%dep: !async.token) -> !async.token {
  %token = async.runtime.create : !async.token
  %id = async.coro.id
  %handle = async.coro.begin %id
  %saved = async.coro.save %handle
  async.runtime.resume %handle
  async.coro.suspend %saved, ^suspend, ^resume, ^cleanup
^resume:
  %saved2 = async.coro.save %handle
  async.runtime.await_and_resume %dep, %handle : !async.token
  async.coro.suspend %saved2, ^suspend, ^body, ^cleanup
^body:
  async.runtime.set_available %token : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %handle
  cf.br ^suspend
^suspend:
  async.coro.end %handle
  return %token : !async.token
}

func.func @coro_types(%id: !async.coro.id, %h: !async.coro.handle, %s: !async.coro.state) {
  return
}
