// Blocking awaits inside tasks: on a FIFO pool of two workers (how upstream's runtime
// runs tasks) both workers block on tasks queued behind them and nothing can run; the
// work-stealing pool keeps running tasks in blocking awaits; eliminate-blocking makes
// the awaits suspensions, and the FIFO pool runs it too.
// RUN: not async-runner %s -e entry --fifo --num-workers=2 -async-to-async-runtime 2>&1 | FileCheck %s --check-prefix=FIFO
// RUN: async-runner %s -e entry --num-workers=2 -async-to-async-runtime | FileCheck %s
// RUN: async-runner %s -e entry --fifo --num-workers=2 -async-to-async-runtime=eliminate-blocking-await-ops=true | FileCheck %s
// CHECK: 610

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
  // FIFO: deadlock-fifo.mlir:[[@LINE+3]]:8: error: deadlock: the main thread waits here, and no task can run ({{[0-9]+}} tasks are queued, all 2 workers of the FIFO pool blocked)
  // FIFO: deadlock-fifo.mlir:[[@LINE+2]]:8: note: 2 worker threads are blocked here
  // FIFO-NOT: note
  %a = async.await %v1 : !async.value<i64>
  %b = async.await %v2 : !async.value<i64>
  %sum = arith.addi %a, %b : i64
  return %sum : i64
}

func @entry() attributes {async.allowed_to_block} {
  %n = arith.constant 15 : i64
  %r = call @fib(%n) : (i64) -> i64
  call @printI64(%r) : (i64) -> ()
  return
}
