// Register allocation shares slots between values that are never live at once: nested
// loops keep their induction variables apart, a loop-carried value survives the task's
// suspension at an await, and the frame is small (--stats). Also without allocation
// (ASYNC_RUNNER_NO_REGALLOC=1), which must print the same.
// RUN: async-runner %s -e entry --stats 2>%t.stats | FileCheck %s
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: ASYNC_RUNNER_NO_REGALLOC=1 async-runner %s -e entry | FileCheck %s
// RUN: async-runner %s -e entry -async-to-async-runtime | FileCheck %s
// CHECK: {{^}}000110112021{{$}}
// CHECK-NEXT: {{^}}285{{$}}
// STATS: a suspended frame of @entry::async.execute holds {{[0-9]+}} bytes

func private @printI64(i64)
func private @printNewline()

func @print(%x: index) {
  %v = arith.index_cast %x : index to i64
  call @printI64(%v) : (i64) -> ()
  return
}

func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      call @print(%i) : (index) -> ()
      call @print(%j) : (index) -> ()
    }
  }
  call @printNewline() : () -> ()
  %t, %v = async.execute -> !async.value<index> {
    %s = scf.for %k = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> (index) {
      %t2, %v2 = async.execute -> !async.value<index> {
        %sq = arith.muli %k, %k : index
        async.yield %sq : index
      }
      %q = async.await %v2 : !async.value<index>
      %n = arith.addi %acc, %q : index
      scf.yield %n : index
    }
    async.yield %s : index
  }
  %r = async.await %v : !async.value<index>
  call @print(%r) : (index) -> ()
  call @printNewline() : () -> ()
  return
}
