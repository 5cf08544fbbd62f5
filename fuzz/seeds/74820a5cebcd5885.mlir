// The async dialect's own checks in LLVM 22 syntax, worded as mlir-opt-22 words them; an
// op's invariants are checked before its block's missing terminator; and every function
// with an error reports it (one error per function, as mlir-opt verifies them apart).

func.func @await_not_async(%x: f32) {
  // expected-error @+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'f32'}}
  async.await %x : f32
  func.return
}
