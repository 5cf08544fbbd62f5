// async-parallel-for under mlir-opt-22's debugging flags (LLVM 22 syntax): its class name in
// IR dumps (AsyncParallelForPass), every option spelled out by --dump-pass-pipeline (its
// int32_t options read as LLVM's command line reads them: hex, binary, octal), a bad integer
// refused in cl::opt's words, and a statistics report without counters (upstream declares
// none). Each against the real tool.

func.func @fill(%n: index, %m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %v, %m[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// DUMP:      Pass Manager with 1 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   async-parallel-for{async-dispatch=true min-task-size=8 num-workers=16}
// DUMP-NEXT: )

// AFTER:     {{^}}//{{ }}-----// IR Dump After AsyncParallelForPass (async-parallel-for) //----- //
// AFTER:     func.func private @parallel_compute_fn(
// AFTER:     {{^}}//{{ }}-----// IR Dump After AsyncToAsyncRuntimePass (async-to-async-runtime) //----- //
// AFTER:     func.func private @async_execute_fn(

// BAD: for the --num-workers option: '+4' value invalid for integer argument!

// STATS:      ===-------------------------------------------------------------------------===
// STATS-NEXT:                          ... Pass statistics report ...
// STATS-NEXT: ===-------------------------------------------------------------------------===
// STATS-EMPTY:
// STATS-NOT:  AsyncParallelFor
