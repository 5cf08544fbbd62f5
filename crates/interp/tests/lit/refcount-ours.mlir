// async-opt's own reference counting, run in async-runner's pipeline, on the program
// upstream's counting gets wrong (tests/e2e/await_one_branch.mlir: an async value awaited
// on one branch of an scf.if, in a function that eliminate-blocking turns into a
// coroutine; mlir-opt's async-runtime-ref-counting frees the token it returns on the
// branch without the await, as refcount-use-after-free.mlir shows). Counted by
// async-opt, as flags on the module and as LLVM 22's func.func(...) pipeline, and with
// the policy-based pass: the program prints 7 and exits 0, and the interpreter's checks
// (every count the program keeps, no object left at exit) find nothing.
// RUN: async-runner %s -e entry -async-to-async-runtime=eliminate-blocking-await-ops=true -async-runtime-ref-counting -async-runtime-ref-counting-opt 2>&1 | FileCheck %s
// RUN: async-runner %s -e entry '--pass-pipeline=builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true},func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))' 2>&1 | FileCheck %s
// RUN: async-runner %s -e entry -async-to-async-runtime -async-runtime-ref-counting 2>&1 | FileCheck %s
// RUN: async-runner %s -e entry -async-to-async-runtime=eliminate-blocking-await-ops=true -async-runtime-policy-based-ref-counting 2>&1 | FileCheck %s
// A pass that fails in a nested pipeline gives a located error for each function it
// fails on (input not lowered yet, as LLVM 22 reports it).
// RUN: not async-runner %s -e entry '--pass-pipeline=builtin.module(func.func(async-runtime-ref-counting))' 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-NOT: error
// CHECK: 7
// CHECK-NOT: error

// ERR: refcount-ours.mlir:[[@LINE+8]]:10: error: async operations must be lowered to async runtime operations
// ERR: refcount-ours.mlir:[[@LINE+19]]:5: error: async operations must be lowered to async runtime operations

func private @printI64(i64)
func private @printNewline()

func @print_if(%cond: i1, %v: !async.value<i64>) {
  scf.if %cond {
    %x = async.await %v : !async.value<i64>
    call @printI64(%x) : (i64) -> ()
    call @printNewline() : () -> ()
  }
  return
}

func @entry() attributes {async.allowed_to_block} {
  %true = arith.constant true
  %false = arith.constant false
  %t, %v = async.execute -> !async.value<i64> {
    %c7 = arith.constant 7 : i64
    async.yield %c7 : i64
  }
  call @print_if(%true, %v) : (i1, !async.value<i64>) -> ()
  call @print_if(%false, %v) : (i1, !async.value<i64>) -> ()
  async.await %t : !async.token
  return
}
