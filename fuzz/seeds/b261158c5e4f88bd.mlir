// async-runtime-ref-counting on runtime-level IR (LLVM 14 syntax), one behaviour per
// chunk, checked against mlir-opt-14 with the same lines. Every token, value and group
// starts with one reference held by whoever defines it (the op that creates it, or the
// block that takes it as an argument); the pass drops it where it dies.
// The output is valid, and stable under a second run of the printer.

// A value nothing uses is dropped where it is defined: an argument at the top of its
// block, a result right after its op.


func private @make_token() -> !async.token
func @unused(%arg0: !async.token, %arg1: !async.group) {
  %0 = async.runtime.create : !async.value<f32>
  %1 = call @make_token() : () -> !async.token
  return
}
