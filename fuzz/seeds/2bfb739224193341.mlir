// async-runtime-policy-based-ref-counting in LLVM 22 syntax, as XLA-style pipelines run
// it (on each func.func) and as a flag: the same case as ref-counting-policy.mlir,
// checked against mlir-opt-22.


func.func private @take(!async.token)
func.func @policy(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group, %arg3: !async.token, %arg4: !async.token) -> f32 {
  async.runtime.await %arg0 : !async.token
  %0 = async.runtime.is_error %arg0 : !async.token
  %1 = async.runtime.is_error %arg0 : !async.token
  %2 = async.runtime.is_error %arg1 : !async.value<f32>
  %3 = async.runtime.load %arg1 : !async.value<f32>
  %4 = async.runtime.is_error %arg2 : !async.group
  %5 = async.runtime.create : !async.token
  %6 = async.runtime.add_to_group %5, %arg2 : !async.token
  %7 = async.runtime.create : !async.value<f32>
  call @take(%arg3) : (!async.token) -> ()
  async.runtime.await %arg4 : !async.token
  return %3 : f32
}
