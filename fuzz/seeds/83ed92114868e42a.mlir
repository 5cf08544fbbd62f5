// async-runtime-policy-based-ref-counting (LLVM 14 syntax), checked against
// mlir-opt-14 with the same lines: a reference is dropped after the is_error of a token
// or group, after the load of a value and after a token is added to a group, and an
// unused object where it is defined; nothing else (no add_ref for calls, no drop_ref
// where an object dies unchecked). Right only when each object is checked or loaded
// exactly once: here the token checked twice is dropped twice (freed while its owner
// still holds it), and the token passed to the call and the one that is only awaited
// are never dropped (leaks). A value's is_error counts nothing; its load does.
// As a function pass (LLVM 14 spells the function op builtin.func):


func private @take(!async.token)
func @policy(%arg0: !async.token, %arg1: !async.value<f32>, %arg2: !async.group, %arg3: !async.token, %arg4: !async.token) -> f32 {
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
