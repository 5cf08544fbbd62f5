// The correct reference counting of the adversarial review's 02b (LLVM 22 syntax), the
// specification for our own reference-counting pass: docs/refcounting-02b.md explains
// every add_ref and drop_ref. Made by async-opt's async-to-async-runtime with
// eliminate-blocking-await-ops=true --compat=22, then mlir-opt-22's
// async-runtime-ref-counting, minus the one drop_ref it gets wrong (marked below).
// @entry calls @ifnoelse with %false, down the branch without the await; the test
// (crates/driver/tests/e2e.rs) also runs it with %true.
//
// Run: scripts/e2e.sh docs/refcounting-02b.22.mlir --compat 22 --ref-counting none

module {
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func @ifnoelse(%arg0: i1, %arg1: !async.value<i64>) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg0, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %3 = async.coro.save %2
    async.runtime.await_and_resume %arg1, %2 : !async.value<i64>
    async.coro.suspend %3, ^bb10, ^bb3, ^bb9
  ^bb3:  // pred: ^bb2
    %4 = async.runtime.is_error %arg1 : !async.value<i64>
    cf.cond_br %4, ^bb7, ^bb4
  ^bb4:  // pred: ^bb3
    %5 = async.runtime.load %arg1 : <i64>
    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>
    call @printI64(%5) : (i64) -> ()
    call @printNewline() : () -> ()
    cf.br ^bb6
  ^bb5:  // pred: ^bb1
    // No drop_ref of %0 here: its two references are the caller's (handed over by the
    // return) and the completion's (dropped by set_available in the next block).
    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>
    cf.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    async.runtime.set_available %0 : !async.token
    cf.br ^bb8
  ^bb7:  // pred: ^bb3
    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>
    async.runtime.set_error %0 : !async.token
    cf.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    async.coro.free %1, %2
    cf.br ^bb10
  ^bb9:  // pred: ^bb2
    async.coro.free %1, %2
    cf.br ^bb10
  ^bb10:  // 3 preds: ^bb2, ^bb8, ^bb9
    async.coro.end %2
    return %0 : !async.token
  }
  func.func @entry() attributes {async.allowed_to_block} {
    %c5_i64 = arith.constant 5 : i64
    %true = arith.constant true
    %false = arith.constant false
    %0:2 = call @async_execute_fn() : () -> (!async.token, !async.value<i64>)
    async.runtime.add_ref %0#1 {count = 1 : i64} : !async.value<i64>
    %1 = call @ifnoelse(%false, %0#1) : (i1, !async.value<i64>) -> !async.token
    async.runtime.drop_ref %0#1 {count = 1 : i64} : !async.value<i64>
    async.runtime.await %1 : !async.token
    %2 = async.runtime.is_error %1 : !async.token
    async.runtime.drop_ref %1 {count = 1 : i64} : !async.token
    %true_0 = arith.constant true
    %3 = arith.xori %2, %true_0 : i1
    cf.assert %3, "Awaited async operand is in error state"
    async.runtime.await %0#0 : !async.token
    %4 = async.runtime.is_error %0#0 : !async.token
    async.runtime.drop_ref %0#0 {count = 1 : i64} : !async.token
    %true_1 = arith.constant true
    %5 = arith.xori %4, %true_1 : i1
    cf.assert %5, "Awaited async operand is in error state"
    return
  }
  func.func private @async_execute_fn() -> (!async.token, !async.value<i64>) attributes {passthrough = ["presplitcoroutine"]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb4, ^bb1, ^bb3
  ^bb1:  // pred: ^bb0
    %c5_i64 = arith.constant 5 : i64
    async.runtime.store %c5_i64, %1 : <i64>
    async.runtime.set_available %1 : !async.value<i64>
    async.runtime.set_available %0 : !async.token
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    async.coro.free %2, %3
    cf.br ^bb4
  ^bb3:  // pred: ^bb0
    async.coro.free %2, %3
    cf.br ^bb4
  ^bb4:  // 3 preds: ^bb0, ^bb2, ^bb3
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i64>
  }
}

