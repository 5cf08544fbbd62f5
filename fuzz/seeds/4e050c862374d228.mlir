// Returned values are not dropped: the reference goes to the caller.


func.func @returned() -> (!async.token, !async.value<f32>) {
  %0 = async.runtime.create : !async.token
  %1 = async.runtime.create : !async.value<f32>
  %2 = arith.constant 1.0 : f32
  async.runtime.store %2, %1 : !async.value<f32>
  async.runtime.set_available %1 : !async.value<f32>
  async.runtime.set_available %0 : !async.token
  return %0, %1 : !async.token, !async.value<f32>
}
