// eliminate-blocking-await-ops (LLVM 14 syntax): a function that awaits becomes a
// coroutine returning a token first, then one !async.value per result, argument and
// result attributes staying with their values; its entry has no initial suspend (it
// runs in the caller's thread until the first await). Each call site calls it, then
// awaits the token and each value; callers are converted in turn, except those marked
// async.allowed_to_block, which keep blocking awaits. Without the option the awaits
// block in place.

// BLOCKING-LABEL: func private @callee(
// BLOCKING-SAME:      -> (i64 {test.res}, f32)
// BLOCKING:         async.runtime.await %{{.*}} : !async.token
// BLOCKING-NOT:     async.coro
// BLOCKING:         return
// BLOCKING-LABEL: func private @caller(
// BLOCKING-SAME:      -> i64 {
// BLOCKING-NEXT:    call @callee(%{{.*}}) : (i64) -> (i64, f32)

// The return became a yield.
func private @callee(%arg0: i64 {test.arg}) -> (i64 {test.res}, f32) {
  %c = arith.constant 1.0 : f32
  %t = async.execute { async.yield }
  async.await %t : !async.token
  return %arg0, %c : i64, f32
}

// The caller does not await itself: it is converted because it calls @callee.
func private @caller(%a: i64) -> i64 {
  %r:2 = call @callee(%a) : (i64) -> (i64, f32)
  return %r#0 : i64
}

// A function that neither awaits nor calls a converted function stays.
func private @bystander(%a: i64) -> i64 {
  return %a : i64
}

// Allowed to block: keeps its signature, awaits the coroutine's results blocking.
func @main() attributes {async.allowed_to_block} {
  %c = arith.constant 3 : i64
  %r = call @caller(%c) : (i64) -> i64
  %s = call @bystander(%r) : (i64) -> i64
  return
}

// The outlined execute body keeps its initial suspend.
