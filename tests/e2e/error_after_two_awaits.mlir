// A task that awaits twice (a dependency and a value operand) and whose dependency
// fails (LLVM 14 syntax). Its coroutine's error block then has two predecessors, and
// upstream's async-runtime-ref-counting drops the task's own token and value on the
// edges into it, before it sets them to error (tests/mlir/pass/ref-counting-error-path-22.mlir,
// docs/refcounting-02b.md): the token @entry gets back is freed by the time it is
// awaited. @entry looks at the error itself (async.runtime.is_error) instead of a
// blocking await's assert, so the program has no reason to abort.
//
// With our reference counting (the default): prints 1 (the task is in error), then 5
// (the value task, unaffected); exits 0 and frees every object. With mlir-opt's
// (--ref-counting-by mlir-opt): our runtime stops it in the task, at its set_error of
// the value it already dropped: "async-runtime: mlirAsyncRuntimeSetValueError on a
// freed value" (exit status 134). Upstream's runtime does not notice and prints the same.
//
// Run: scripts/e2e.sh tests/e2e/error_after_two_awaits.mlir [--compat 22] [--ref-counting-by mlir-opt]

func private @printI64(i64)
func private @printNewline()

func @entry() attributes {async.allowed_to_block} {
  %false = arith.constant false
  %c5 = arith.constant 5 : i64
  %failing = async.execute {
    assert %false, "the dependency fails"
    async.yield
  }
  %tv, %v = async.execute -> !async.value<i64> {
    async.yield %c5 : i64
  }
  %t, %r = async.execute [%failing] (%v as %x: !async.value<i64>) -> !async.value<i64> {
    async.yield %x : i64
  }
  async.runtime.await %t : !async.token
  %error = async.runtime.is_error %t : !async.token
  %e = arith.extui %error : i1 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  %five = async.await %v : !async.value<i64>
  call @printI64(%five) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
