// An async value awaited on one branch of an scf.if only (LLVM 14 syntax), called
// once with each branch. With eliminate-blocking-await-ops @print_if becomes a
// coroutine, and upstream's async-runtime-ref-counting drops the token it returns
// once too often on the branch without the await (docs/refcounting-02b.md): the
// call with %false hands @entry a freed token.
//
// Default pipeline: prints 7, then our runtime stops the program at the caller's
// await with "async-runtime: mlirAsyncRuntimeAwaitToken on a freed token" (SIGABRT,
// exit status 134). With --ref-counting policy, or written with an else branch
// (await_one_branch_else.mlir): prints 7 and exits 0, nothing leaked.
//
// Run: scripts/e2e.sh tests/e2e/await_one_branch.mlir [--compat 22] [--ref-counting policy]

func private @printI64(i64)
func private @printNewline()

func @print_if(%cond: i1, %v: !async.value<i64>) {
  scf.if %cond {
    %x = async.await %v : !async.value<i64>
    call @printI64(%x) : (i64) -> ()
    call @printNewline() : () -> ()
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
