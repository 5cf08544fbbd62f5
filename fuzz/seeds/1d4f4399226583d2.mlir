// eliminate-blocking-await-ops with awaits nested in scf.if, scf.for and scf.while
// of a function (LLVM 14 syntax): the function is still found (nested awaits count),
// converted to a coroutine, and its scf ops are lowered to branches so the awaits can
// suspend. Upstream LLVM 14 only looks at top-level awaits and fails ("failed to
// legalize operation 'async.await'"); our output must be valid, which mlir-opt-14 checks.
// UPSTREAM: failed to legalize operation 'async.await'

// The scf.if without results.
// The scf.for.
// The scf.while with the await in its before region.
func private @nested(%c: i1, %n: index, %t: !async.token, %v: !async.value<i64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  scf.if %c {
    async.await %t : !async.token
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = async.await %v : !async.value<i64>
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  %w = scf.while (%a = %s) : (i64) -> i64 {
    %x = async.await %v : !async.value<i64>
    %lt = arith.cmpi slt, %a, %x : i64
    scf.condition(%lt) %a : i64
  } do {
  ^bb0(%b: i64):
    %b2 = arith.addi %b, %b : i64
    scf.yield %b2 : i64
  }
  return %w : i64
}

// An scf.for holding a call to a converted function: the call becomes awaits, so
// the loop is lowered too, and the caller becomes a coroutine.
func private @loop_caller(%c: i1, %n: index, %t: !async.token, %v: !async.value<i64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = call @nested(%c, %n, %t, %v) : (i1, index, !async.token, !async.value<i64>) -> i64
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  return %s : i64
}

// Allowed to block: the call inside its scf.if stays structured, with blocking awaits.
func @entry(%c: i1, %n: index, %t: !async.token, %v: !async.value<i64>) attributes {async.allowed_to_block} {
  scf.if %c {
    %x = call @loop_caller(%c, %n, %t, %v) : (i1, index, !async.token, !async.value<i64>) -> i64
  }
  return
}
