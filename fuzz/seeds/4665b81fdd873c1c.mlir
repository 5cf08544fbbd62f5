// scf.for, scf.if and scf.while holding awaits inside an async.execute body (LLVM 14
// syntax). An await must split its block, which a structured region forbids, so the
// pass lowers those scf ops to branches first; scf ops without async ops stay.
// Upstream LLVM 14 fails on this input ("failed to legalize operation 'scf.for'");
// our output must be valid IR, which mlir-opt-14 checks.
// UPSTREAM: failed to legalize operation 'scf.

func @loops(%n: index, %c: i1, %v: !async.value<i64>) -> !async.value<i64>
    attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %t, %r = async.execute -> !async.value<i64> {
    // Sum %v, %n times.
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
      %x = async.await %v : !async.value<i64>
      %y = arith.addi %acc, %x : i64
      scf.yield %y : i64
    }
    %chosen = scf.if %c -> (i64) {
      %x = async.await %v : !async.value<i64>
      scf.yield %x : i64
    } else {
      scf.yield %sum : i64
    }
    // Add %v until the total reaches 100.
    %total = scf.while (%a = %chosen) : (i64) -> i64 {
      %limit = arith.constant 100 : i64
      %lt = arith.cmpi slt, %a, %limit : i64
      scf.condition(%lt) %a : i64
    } do {
    ^bb0(%b: i64):
      %x = async.await %v : !async.value<i64>
      %b2 = arith.addi %b, %x : i64
      scf.yield %b2 : i64
    }
    // No async op inside: stays structured.
    %plain = scf.if %c -> (i64) {
      scf.yield %total : i64
    } else {
      scf.yield %zero : i64
    }
    async.yield %plain : i64
  }
  return %r : !async.value<i64>
}

// Captured values in the order of a post-order walk, as upstream collects them: the
// await's operand (nested in the loop) before the loop's bound.
// The scf.for: a header with the induction variable and the accumulator.
// The scf.if with an await: a conditional branch; the sum flows into the join.
// The scf.while: before region, condition, after region with the await.
// The plain scf.if stays.
