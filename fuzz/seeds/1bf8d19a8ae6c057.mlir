// async-parallel-for of scf.parallel loops with reductions, which upstream's pass leaves
// alone (mlir-opt-14 and mlir-opt-22 print them unchanged, the UPSTREAM checks): async-opt
// splits them as it splits loops without results, each block reducing into a buffer of
// partial results that the caller combines. NOTE: async-opt's own lowering, so the checks
// are async-opt's output; the real tools check that it is valid IR of each generation, and
// tests/e2e/parallel_reduction.mlir runs it.

// A sum with dynamic bounds and step: each block of iterations folds its part into a
// partial result (its first iteration seeds the accumulator), the partials land in a
// buffer, and the caller combines them with the initial value after the dispatch; a
// loop with no iterations gives the initial value.





func @sum(%lb: index, %ub: index, %step: index, %buf: memref<?xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%zero) -> f32 {
    %v = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
    scf.yield
  }
  return %r : f32
}
