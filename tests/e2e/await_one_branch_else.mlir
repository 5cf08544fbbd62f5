// await_one_branch.mlir with an else branch (LLVM 14 syntax): the branch without
// the await gets a block of its own, so no edge leads from a block with two
// successors to a block with two predecessors, and upstream's
// async-runtime-ref-counting places every drop_ref correctly (docs/refcounting-02b.md).
//
// Prints 7 and exits 0 with either runtime, nothing leaked.
//
// Run: scripts/e2e.sh tests/e2e/await_one_branch_else.mlir [--compat 22]

func private @printI64(i64)
func private @printNewline()

func @print_if(%cond: i1, %v: !async.value<i64>) {
  scf.if %cond {
    %x = async.await %v : !async.value<i64>
    call @printI64(%x) : (i64) -> ()
    call @printNewline() : () -> ()
  } else {
  }
  return
}

func @entry() attributes {async.allowed_to_block} {
  %true = arith.constant true
  %false = arith.constant false
  %t, %v = async.execute -> !async.value<i64> {
    %c7 = arith.constant 7 : i64
    async.yield %c7 : i64
  }
  call @print_if(%true, %v) : (i1, !async.value<i64>) -> ()
  call @print_if(%false, %v) : (i1, !async.value<i64>) -> ()
  async.await %t : !async.token
  return
}
