// Tasks that outlive @entry: @entry prints 0, starts a task and returns without
// awaiting it. The task counts to two million, prints 1 and starts a second task
// (also never awaited), which counts again and prints 2. Both run after @entry has
// returned, the second one queued by a worker while the runner (or, ahead of time,
// the exit handler) is already waiting for the pool to go idle.
// PASS: -async-to-async-runtime
// RUNS: 20
// UPSTREAM: crashes (LLVM 14's destroy hook clears its runtime pointer before waiting
// for the pool, so creating the second task's token during the wait reads null)
// EXPECT: 0
// EXPECT: 1
// EXPECT: 2000000
// EXPECT: 2
// EXPECT: 4000000

func private @printI64(i64)
func private @printNewline()

func @count(%from: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 2000000 : index
  %one = arith.constant 1 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %from) -> (i64) {
    %a = arith.addi %acc, %one : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func @entry() {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  call @printI64(%zero) : (i64) -> ()
  call @printNewline() : () -> ()
  %outer = async.execute {
    %first = call @count(%zero) : (i64) -> i64
    call @printI64(%one) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%first) : (i64) -> ()
    call @printNewline() : () -> ()
    %inner = async.execute {
      %second = call @count(%first) : (i64) -> i64
      call @printI64(%two) : (i64) -> ()
      call @printNewline() : () -> ()
      call @printI64(%second) : (i64) -> ()
      call @printNewline() : () -> ()
      async.yield
    }
    async.yield
  }
  return
}
