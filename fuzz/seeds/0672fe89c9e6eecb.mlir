// async-runtime-ref-counting in LLVM 22 syntax: the same behaviours as
// ref-counting.mlir. LLVM 22's pipelines run the pass on each func.func
// (`func.func(async-runtime-ref-counting)`); as a flag it runs on the module, with the
// same result. Checked against mlir-opt-22 with the same lines, both ways.

// A value nothing uses is dropped where it is defined: an argument at the top of its
// block, a result right after its op.


func.func private @make_token() -> !async.token
func.func @unused(%arg0: !async.token, %arg1: !async.group) {
  %0 = async.runtime.create : !async.value<f32>
  %1 = call @make_token() : () -> !async.token
  return
}
