// Found by the interp fuzz target: fib(68) by async.execute, a few ops a task and millions
// of tasks. No task used up its own fuel, so the step budget was never checked and the
// run went on to the memory limit (tens of seconds under the sanitizers).
// RUN: not async-runner %s -e entry --max-steps=200000 --max-memory=256M 2>&1 | FileCheck %s
// CHECK: error: step budget of 200000 exhausted (--max-steps)

func private @printI64(i64)

func @fib(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cond_br %small, ^base, ^recurse
^base:
  return %n : i64
^recurse:
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %t1, %v1 = async.execute -> !async.value<i64> {
    %r1 = call @fib(%n1) : (i64) -> i64
    async.yield %r1 : i64
  }
  %t2, %v2 = async.execute -> !async.value<i64> {
    %r2 = call @fib(%n2) : (i64) -> i64
    async.yield %r2 : i64
  }
  %a = async.await %v1 : !async.value<i64>
  %b = async.await %v2 : !async.value<i64>
  %sum = arith.addi %a, %b : i64
  return %sum : i64
}

func @entry() attributes {async.allowed_to_blocj} {
  %n = arith.constant 68 : i64
  %r = call @fib(%n) : (i64) -> i64
  call @printI64(%r) : (i64) -> ()
  return
}
