// canonicalize-14.mlir in LLVM 22 syntax: LLVM 22 hoists trivial scf.if results as
// arith.select even when the other results stay, and simplifies regions without merging
// blocks by default; the same CHECK lines hold for mlir-opt-22.


func.func @group_only_awaited(%n: index) {
  %g = async.create_group %n : !async.group
  async.await_all %g
  async.await_all %g
  return
}
