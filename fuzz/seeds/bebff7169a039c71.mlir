// The math dialect's folders as LLVM 22 runs them in the greedy driver (here the one of
// async-parallel-for, which folds the whole module): the C library's functions on f32 and
// f64 (the same bits as mlir-opt-22, NaNs included), the exact ones in every format, the
// domain checks of the logarithms and sqrt, integer ops, and the ops LLVM 22 never folds.
// The checks are mlir-opt-22's output. LLVM 22 syntax.


func.func @library(%buf: memref<?xf32>, %n: index) -> (f32, f32, f32, f32, f64, f64, f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f64
  %three = arith.constant 3.0 : f32
  // Folded inside the compute function too.
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %s = math.sqrt %three : f32
    %e = math.exp %s : f32
    memref.store %e, %buf[%i] : memref<?xf32>
  }
  %a = math.acos %half : f32
  %b = math.erf %half : f32
  %c = math.tanh %half : f32
  %d = math.powf %half, %three : f32
  %e = math.asinh %two : f64
  %f = math.log1p %two : f64
  %g = math.atan2 %two, %two : f64
  %h = math.round %two : f64
  return %a, %b, %c, %d, %e, %f, %g, %h : f32, f32, f32, f32, f64, f64, f64, f64
}
