// eliminate-blocking-await-ops with recursion (LLVM 14 syntax): a function that
// calls itself through an async.execute, and two functions that call each other
// (only one of them awaits), all become coroutines; every call site, including the
// recursive ones, calls the new signature and awaits the token and the value.

func private @fib(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %t, %v = async.execute -> !async.value<i64> {
    %m = arith.subi %n, %one : i64
    %r = call @fib(%m) : (i64) -> i64
    async.yield %r : i64
  }
  %x = async.await %v : !async.value<i64>
  return %x : i64
}

func private @even(%n: i64, %t: !async.token) -> i1 {
  async.await %t : !async.token
  %b = call @odd(%n, %t) : (i64, !async.token) -> i1
  return %b : i1
}

// @odd has no await of its own: it is converted because it calls @even.
func private @odd(%n: i64, %t: !async.token) -> i1 {
  %b = call @even(%n, %t) : (i64, !async.token) -> i1
  return %b : i1
}

func @entry(%t: !async.token) attributes {async.allowed_to_block} {
  %c5 = arith.constant 5 : i64
  %f = call @fib(%c5) : (i64) -> i64
  %e = call @even(%c5, %t) : (i64, !async.token) -> i1
  return
}

// The outlined body calls @fib with the new signature and awaits it.
