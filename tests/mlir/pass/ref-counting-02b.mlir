// The adversarial review's 02b (an !async.value awaited on one branch only, the
// function called down the other), as async-to-async-runtime with
// eliminate-blocking-await-ops=true lowers it (LLVM 14 syntax; ref-counting-02b-22.mlir has the LLVM 22 version).
// Our reference counting of it is docs/refcounting-02b.14.mlir, byte for byte: the
// counting docs/refcounting-02b.md derives, with every object freed exactly once on
// both branches. Upstream's also drops the coroutine's token on the new block of the
// edge without the await, so the caller gets a freed token (ref-counting-critical-edge.mlir).
// RUN: async-opt %s -async-runtime-ref-counting > %t.ours
// RUN: async-opt %S/../../../docs/refcounting-02b.14.mlir | diff - %t.ours
// RUN: mlir-opt-14 %s -async-runtime-ref-counting | FileCheck %s --check-prefix=UPSTREAM
// RUN: async-opt %s -async-runtime-ref-counting=upstream-stale-liveness=true | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM:      cond_br %arg0, ^bb2, ^bb5
// UPSTREAM:      ^bb5:  // pred: ^bb1
// UPSTREAM-NEXT:   async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// UPSTREAM-NEXT:   async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>

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
    async.coro.suspend %3, ^bb8, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    %4 = async.runtime.is_error %arg1 : !async.value<i64>
    cond_br %4, ^bb6, ^bb4
  ^bb4:  // pred: ^bb3
    %5 = async.runtime.load %arg1 : <i64>
    call @printI64(%5) : (i64) -> ()
    call @printNewline() : () -> ()
    br ^bb5
  ^bb5:  // 2 preds: ^bb1, ^bb4
    async.runtime.set_available %0 : !async.token
    br ^bb7
  ^bb6:  // pred: ^bb3
    async.runtime.set_error %0 : !async.token
    br ^bb7
  ^bb7:  // 3 preds: ^bb2, ^bb5, ^bb6
    async.coro.free %1, %2
    br ^bb8
  ^bb8:  // 2 preds: ^bb2, ^bb7
    async.coro.end %2
    return %0 : !async.token
  }
  func @entry() attributes {async.allowed_to_block} {
    %c5_i64 = arith.constant 5 : i64
    %true = arith.constant true
    %false = arith.constant false
    %0:2 = call @async_execute_fn() : () -> (!async.token, !async.value<i64>)
    %1 = call @ifnoelse(%false, %0#1) : (i1, !async.value<i64>) -> !async.token
    async.runtime.await %1 : !async.token
    %2 = async.runtime.is_error %1 : !async.token
    %true_0 = arith.constant true
    %3 = arith.xori %2, %true_0 : i1
    assert %3, "Awaited async operand is in error state"
    async.runtime.await %0#0 : !async.token
    %4 = async.runtime.is_error %0#0 : !async.token
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

