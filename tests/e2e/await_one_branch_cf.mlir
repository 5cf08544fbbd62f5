// An async value awaited on one branch of a cf.cond_br only (LLVM 22 syntax), taken
// the other way: the shape of the adversarial review's 02b. Upstream's
// async-runtime-ref-counting drops the token @maybe_print returns once too often on
// the branch without the await (docs/refcounting-02b.md), so @entry gets it freed.
//
// Default pipeline: prints nothing; our runtime stops the program at the caller's
// await with "async-runtime: mlirAsyncRuntimeAwaitToken on a freed token" (SIGABRT,
// exit status 134). With --ref-counting policy: exits 0, but the value is never
// awaited, so nothing drops its reference (one live object at exit). Written with a
// block of its own for the branch without the await (await_one_branch_cf_split.mlir):
// exits 0, nothing leaked.
//
// Run: scripts/e2e.sh tests/e2e/await_one_branch_cf.mlir [--compat 22] [--ref-counting policy]

func.func private @printF32(f32)
func.func private @printNewline()

func.func @maybe_print(%cond: i1, %v: !async.value<f32>) {
  cf.cond_br %cond, ^print, ^done
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
