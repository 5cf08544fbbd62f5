// async-parallel-for on an scf.parallel inside an async.func, then async-func-to-async-runtime
// and async-to-async-runtime: the async.func awaits the dispatch's group inside an scf.if,
// of which mlir-opt-22's lowering leaves IR that does not verify
// (tests/mlir/pass/async-parallel-for-async-func-22.mlir); async-opt's runs: 3,000
// iterations in blocks of at least 1,000 (the default) or of 1, with each dispatch, counted
// by async-opt's reference counting in func.func(...) and by the policy-based pass (the
// interpreter checks every count and that no object is left). Prints the sum of i * 2 for
// i < 3000. LLVM 22 syntax.
// RUN: async-runner %s -e entry '--pass-pipeline=builtin.module(async-parallel-for,async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' 2>&1 | FileCheck %s
// RUN: async-runner %s -e entry '--pass-pipeline=builtin.module(async-parallel-for{async-dispatch=false min-task-size=1},async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' 2>&1 | FileCheck %s
// RUN: async-runner %s -e entry '--pass-pipeline=builtin.module(async-parallel-for{min-task-size=1},async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-policy-based-ref-counting))' 2>&1 | FileCheck %s

// CHECK-NOT: error
// CHECK: 8997000
// CHECK-NOT: error

async.func @fill(%n: index, %m: memref<?xi64>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2 : i64
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %two : i64
    memref.store %y, %m[%i] : memref<?xi64>
    scf.reduce
  }
  return
}

func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 3000 : index
  %z = arith.constant 0 : i64
  %m = memref.alloc(%n) : memref<?xi64>
  %t = async.call @fill(%n, %m) : (index, memref<?xi64>) -> !async.token
  async.await %t : !async.token
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
    %v = memref.load %m[%i] : memref<?xi64>
    %b = arith.addi %a, %v : i64
    scf.yield %b : i64
  }
  vector.print %sum : i64
  memref.dealloc %m : memref<?xi64>
  return
}
