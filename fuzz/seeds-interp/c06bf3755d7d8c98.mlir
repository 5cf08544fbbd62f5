func @maybe_await(%arg0: i1, %arg1: !async.value<i64>) -> !async.token attributes {passthrough = [["coroutine.presplit", "0"]]} {
  %0 = async.runtime.create : !async.token
  %1 = async.coro.id
  %2 = async.coro.begin %1
  cond_br %arg0, ^bb1, ^bb4
^bb1:
  %3 = async.coro.save %2
  async.runtime.await_and_resume %arg1, %2 : !async.value<i64>
  async.coro.suspend %3, ^bb7, ^bb2, ^bb6
^bb2:
  %4 = async.runtime.is_error %arg1 : !async.value<i64>
  cond_br %4, ^bb5, ^bb3
^bb3:
  async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>
  br ^bb8
^bb4:
  async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
  async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>
  br ^bb8
^bb8:
  async.runtime.set_available %0 : !async.token
  br ^bb6
^bb5:
  async.runtime.drop_ref %arg1 {count = 1 : i64} : !async.value<i64>
  async.runtime.set_error %0 : !async.token
  br ^bb6
^bb6:
  async.coro.free %1, %2
  br ^bb7
^bb7:
  async.coro.end %2
  return %0 : !async.token
}

func @entry() {
  %false = arith.constant false
  %v = async.runtime.create : !async.value<i64>
  %c5 = arith.constant 5 : i64
  async.runtime.store %c5, %v : !async.value<i64>
  async.runtime.set_available %v : !async.value<i64>
  %t = call @maybe_await(%false, %v) : (i1, !async.value<i64>) -> !async.token
  async.runtime.await %t : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}
