// The async part of upstream's runner pipelines (LLVM 22 syntax) in one run:
// async-to-async-runtime, then reference counting on each function, as
// `builtin.module(async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),...)`
// spells it, checked against mlir-opt-22 running the same pipeline: the outlined
// execute keeps the reference its caller gave it for its operand until the load, and
// the caller drops its own references after its awaits. (With two awaits in one
// execute upstream goes wrong: ref-counting-error-path-22.mlir.)
// The flags in a row give the same:
// And the LLVM 14 output, which mlir-opt-14 accepts:


func.func private @printF32(f32)

func.func @entry() {
  %c1 = arith.constant 1.5 : f32
  %t0, %v0 = async.execute -> !async.value<f32> {
    async.yield %c1 : f32
  }
  %t1, %v1 = async.execute (%v0 as %x: !async.value<f32>) -> !async.value<f32> {
    %y = arith.addf %x, %x : f32
    async.yield %y : f32
  }
  %r = async.await %v1 : !async.value<f32>
  async.await %t0 : !async.token
  func.call @printF32(%r) : (f32) -> ()
  return
}
