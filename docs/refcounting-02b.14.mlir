// The correct reference counting of the adversarial review's 02b (LLVM 14 syntax), the
// specification for our own reference-counting pass: docs/refcounting-02b.md explains
// every add_ref and drop_ref. Made by async-opt's async-to-async-runtime with
// eliminate-blocking-await-ops=true, then mlir-opt-14's
// async-runtime-ref-counting, minus the one drop_ref it gets wrong (marked below).
// @entry calls @ifnoelse with %false, down the branch without the await; the test
// (crates/driver/tests/e2e.rs) also runs it with %true.
//
// Run: scripts/e2e.sh docs/refcounting-02b.14.mlir --compat 14 --ref-counting none

module {
  func private @printI64(i64)
  func private @printNewline()
  func @ifnoelse(%arg0: i1, %arg1: !async.value<i64>) -> !async.token attributes {passthrough = [["coroutine.presplit", "0"]]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    br ^bb1
  ^bb1:  // pred: ^bb0
    cond_br %arg0, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %3 = async.coro.save %2
    async.runtime.await_and_resume %arg1, %2 : !async.value<i64>
    async.coro.suspend %3, ^bb9, ^bb3, ^bb8
  ^bb3:  // pred: ^bb2
    %4 = async.runtime.is_error %arg1 : !async.value<i64>
    cond_br %4, ^bb7, ^bb4
  ^bb4:  // pred: ^bb3
    %5 = async.runtime.load %arg1 : <i64>
    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>
    call @printI64(%5) : (i64) -> ()
    call @printNewline() : () -> ()
    br ^bb6
  ^bb5:  // pred: ^bb1
    // No drop_ref of %0 here: its two references are the caller's (handed over by the
    // return) and the completion's (dropped by set_available in the next block).
    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>
    br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    async.runtime.set_available %0 : !async.token
    br ^bb8
  ^bb7:  // pred: ^bb3
    async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>
    async.runtime.set_error %0 : !async.token
    br ^bb8
  ^bb8:  // 3 preds: ^bb2, ^bb6, ^bb7
    async.coro.free %1, %2
    br ^bb9
  ^bb9:  // 2 preds: ^bb2, ^bb8
    async.coro.end %2
    return %0 : !async.token
  }
  func @entry() attributes {async.allowed_to_block} {
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
    assert %3, "Awaited async operand is in error state"
    async.runtime.await %0#0 : !async.token
    %4 = async.runtime.is_error %0#0 : !async.token
    async.runtime.drop_ref %0#0 {count = 1 : i64} : !async.token
    %true_1 = arith.constant true
    %5 = arith.xori %4, %true_1 : i1
    assert %5, "Awaited async operand is in error state"
    return
  }
  func private @async_execute_fn() -> (!async.token, !async.value<i64>) attributes {passthrough = [["coroutine.presplit", "0"]]} {
    %0 = async.runtime.create : !async.token
    %1 = async.runtime.create : !async.value<i64>
    %2 = async.coro.id
    %3 = async.coro.begin %2
    %4 = async.coro.save %3
    async.runtime.resume %3
    async.coro.suspend %4, ^bb3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %c5_i64 = arith.constant 5 : i64
    async.runtime.store %c5_i64, %1 : <i64>
    async.runtime.set_available %1 : !async.value<i64>
    async.runtime.set_available %0 : !async.token
    br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    async.coro.free %2, %3
    br ^bb3
  ^bb3:  // 2 preds: ^bb0, ^bb2
    async.coro.end %3
    return %0, %1 : !async.token, !async.value<i64>
  }
}

