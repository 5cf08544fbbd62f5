// --mlir-pass-statistics: each pass's counters on stderr, in mlir-opt's report (LLVM 14
// syntax). mlir-opt's own builds count nothing (LLVM is built without statistics), so
// the real tools check the report's frame; the counters are ours: what the lowering did.
// Per pass of the pipeline, and one report per chunk of a split input.
// (Upstream's pass fails on the await in a loop in a task: the reference runs no pass.)

// FRAME:      ===-------------------------------------------------------------------------===
// FRAME-NEXT:                          ... Pass statistics report ...
// FRAME-NEXT: ===-------------------------------------------------------------------------===


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
