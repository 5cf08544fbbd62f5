// await_one_branch_cf.mlir with a block of its own (^skip) for the branch without
// the await (LLVM 22 syntax): no edge leads from a block with two successors to a
// block with two predecessors, so upstream's async-runtime-ref-counting places every
// drop_ref correctly (docs/refcounting-02b.md).
//
// Prints nothing and exits 0 with either runtime, nothing leaked.
//
// Run: scripts/e2e.sh tests/e2e/await_one_branch_cf_split.mlir [--compat 22]

func.func private @printF32(f32)
func.func private @printNewline()

func.func @maybe_print(%cond: i1, %v: !async.value<f32>) {
  cf.cond_br %cond, ^print, ^skip
^skip:
  cf.br ^done
^print:
  %x = async.await %v : !async.value<f32>
  func.call @printF32(%x) : (f32) -> ()
  func.call @printNewline() : () -> ()
  cf.br ^done
^done:
  return
}

func.func @entry() attributes {async.allowed_to_block} {
  %false = arith.constant false
  %t, %v = async.execute -> !async.value<f32> {
    %c = arith.constant 2.5 : f32
    async.yield %c : f32
  }
  func.call @maybe_print(%false, %v) : (i1, !async.value<f32>) -> ()
  async.await %t : !async.token
  return
}
