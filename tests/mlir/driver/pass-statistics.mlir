// --mlir-pass-statistics: each pass's counters on stderr, in mlir-opt's report (LLVM 14
// syntax). mlir-opt's own builds count nothing (LLVM is built without statistics), so
// the real tools check the report's frame; the counters are ours: what the lowering did.
// RUN: async-opt %s -async-to-async-runtime="eliminate-blocking-await-ops=true warn-public-signature-change=false" --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime="eliminate-blocking-await-ops=true warn-public-signature-change=false" --pass-statistics -o /dev/null 2>&1 | FileCheck %s
// RUN: async-opt %s -async-to-async-runtime=eliminate-blocking-await-ops=true --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=FRAME
// RUN: mlir-opt-14 %s --pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=FRAME
// RUN: echo "module {}" | mlir-opt-22 - --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=FRAME
// Per pass of the pipeline, and one report per chunk of a split input.
// RUN: async-opt %s -async-to-async-runtime -async-to-async-runtime --mlir-pass-statistics --mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: async-opt %s -async-to-async-runtime --mlir-pass-statistics --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHUNKS
// RUN: mlir-opt-14 %s --pass-statistics --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHUNKS
// (Upstream's pass fails on the await in a loop in a task: the reference runs no pass.)

// FRAME:      ===-------------------------------------------------------------------------===
// FRAME-NEXT:                          ... Pass statistics report ...
// FRAME-NEXT: ===-------------------------------------------------------------------------===

// CHECK:      ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   AsyncToAsyncRuntime
// CHECK-NEXT:     (S) 2 num-awaits-blocking         - Number of awaits lowered to blocking waits (async.runtime.await)
// CHECK-NEXT:     (S) 5 num-awaits-suspending       - Number of awaits lowered to suspension points (async.runtime.await_and_resume)
// CHECK-NEXT:     (S) 1 num-calls-to-coroutines     - Number of calls of converted functions rewritten to await their results
// CHECK-NEXT:     (S) 2 num-executes-outlined       - Number of async.execute ops outlined into coroutine functions
// CHECK-NEXT:     (S) 2 num-functions-to-coroutines - Number of functions eliminate-blocking-await-ops turned into coroutines
// CHECK-NEXT:     (S) 1 num-scf-ops-to-branches     - Number of scf ops holding async ops lowered to branches in coroutines
// CHECK-EMPTY:

// PIPELINE:      ... Pass statistics report ...
// PIPELINE-NEXT: ===-------------------------------------------------------------------------===
// PIPELINE-NEXT: AsyncToAsyncRuntime
// PIPELINE-NEXT:   (S) 3 num-awaits-blocking         - Number of awaits lowered to blocking waits (async.runtime.await)
// PIPELINE-NEXT:   (S) 2 num-awaits-suspending       -
// PIPELINE-NEXT:   (S) 0 num-calls-to-coroutines     -
// PIPELINE-NEXT:   (S) 2 num-executes-outlined       -
// PIPELINE-NEXT:   (S) 0 num-functions-to-coroutines -
// PIPELINE-NEXT:   (S) 1 num-scf-ops-to-branches     -
// PIPELINE-NEXT: AsyncToAsyncRuntime
// PIPELINE-NEXT:   (S) 0 num-awaits-blocking         -
// PIPELINE:      (S) 0 num-scf-ops-to-branches     -
// PIPELINE-EMPTY:

// CHUNKS-COUNT-2: ... Pass statistics report ...
// CHUNKS-NOT:     ... Pass statistics report ...

func @tasks(%v: !async.value<i32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = async.execute {
    // An await in a loop in a task: the loop becomes branches.
    scf.for %i = %c0 to %n step %c1 {
      %x = async.await %v : !async.value<i32>
    }
    async.yield
  }
  %t2 = async.execute [%t] {
    async.yield
  }
  async.await %t2 : !async.token
  %r = async.await %v : !async.value<i32>
  return %r : i32
}

// -----

func @caller(%v: !async.value<i32>) -> i32 attributes {async.allowed_to_block} {
  %r = call @tasks2(%v) : (!async.value<i32>) -> i32
  return %r : i32
}
func private @tasks2(%v: !async.value<i32>) -> i32 {
  %r = async.await %v : !async.value<i32>
  return %r : i32
}
