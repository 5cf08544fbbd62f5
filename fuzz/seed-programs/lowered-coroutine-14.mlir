// A lowered coroutine (LLVM 14): its entry branches to a block it is the only predecessor
// of, which canonicalize merges (a debug assertion once caught the block erased first).
module {
  func @a() -> !async.token attributes {passthrough = [["coroutine.presplit", "0"]]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    br ^bb1
  ^bb1:  // pred: ^bb0
    %3 = call @async_execute_fn() : () -> !async.token
    %4 = async.coro.save %2
    async.runtime.await_and_resume %3, %2 : !async.token
    async.coro.suspend %4, ^bb6, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %5 = async.runtime.is_error %3 : !async.token
    cond_br %5, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    async.runtime.set_available %0 : !async.token
    br ^bb5
  ^bb4:  // pred: ^bb2
    async.runtime.set_error %0 : !async.token
    br ^bb5
  ^bb5:  // 3 preds: ^bb1, ^bb3, ^bb4
    async.coro.free %1, %2
    br ^bb6
  ^bb6:  // 2 preds: ^bb1, ^bb5
    async.coro.end %2
    return %0 : !async.token
  }
  func private @async_execute_fn() -> !async.token attributes {passthrough = [["coroutine.presplit", "0"]]} {
    %0 = async.runtime.create : !async.token
    %1 = async.coro.id
    %2 = async.coro.begin %1
    %3 = async.coro.save %2
    async.runtime.resume %2
    async.coro.suspend %3, ^bb3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    async.runtime.set_available %0 : !async.token
    br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    async.coro.free %1, %2
    br ^bb3
  ^bb3:  // 2 preds: ^bb0, ^bb2
    async.coro.end %2
    return %0 : !async.token
  }
}

