// async-parallel-for, then async-to-async-runtime with eliminate-blocking-await-ops: the
// function holding the loop awaits the dispatch's group inside the scf.if the rewrite puts
// it in, so it becomes a coroutine, and its caller (marked async.allowed_to_block) awaits
// it. mlir-opt-14 fails on that await ("failed to legalize operation 'async.await_all'",
// tests/mlir/pass/async-parallel-for-eliminate-blocking.mlir); async-opt's lowering runs:
// 2,500 iterations in blocks of at least 1,000 (the default) or of 1 (with eight workers),
// with each dispatch, counted by async-opt's reference counting (the interpreter checks
// every count and that no object is left). Prints the sum of i * 3 for i < 2500.
// LLVM 14 syntax.
// RUN: async-runner %s -e entry -async-parallel-for '-async-to-async-runtime=eliminate-blocking-await-ops=true' -async-runtime-ref-counting -async-runtime-ref-counting-opt 2>&1 | FileCheck %s
// RUN: async-runner %s -e entry '-async-parallel-for=async-dispatch=false min-task-size=1' '-async-to-async-runtime=eliminate-blocking-await-ops=true' -async-runtime-ref-counting -async-runtime-ref-counting-opt 2>&1 | FileCheck %s
// RUN: async-runner %s -e entry '-async-parallel-for=min-task-size=1' '-async-to-async-runtime=eliminate-blocking-await-ops=true' -async-runtime-policy-based-ref-counting 2>&1 | FileCheck %s

// CHECK-NOT: error
// CHECK: 9371250
// CHECK-NOT: error

func private @fill(%n: index, %m: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3 : i64
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %three : i64
    memref.store %y, %m[%i] : memref<?xi64>
  }
  return
}

func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 2500 : index
  %z = arith.constant 0 : i64
  %m = memref.alloc(%n) : memref<?xi64>
  call @fill(%n, %m) : (index, memref<?xi64>) -> ()
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
    %v = memref.load %m[%i] : memref<?xi64>
    %b = arith.addi %a, %v : i64
    scf.yield %b : i64
  }
  vector.print %sum : i64
  memref.dealloc %m : memref<?xi64>
  return
}
