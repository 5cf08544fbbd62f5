// Adversarial finding 16, locations: a function eliminate-blocking converts completes (its
// return becomes a yield, then stores and set_available) at the function's location, and
// a rewritten call site (the new call and its awaits) is at the callee's, as upstream.
// LLVM 14 syntax.


func private @callee(%t: !async.token, %x: i64) -> i64 {
  async.await %t : !async.token
  %c2 = arith.constant 2 : i64
  %y = arith.muli %x, %c2 : i64
  return %y : i64
}

func private @caller(%t: !async.token, %x: i64) -> i64 {
  %r = call @callee(%t, %x) : (!async.token, i64) -> i64
  return %r : i64
}
