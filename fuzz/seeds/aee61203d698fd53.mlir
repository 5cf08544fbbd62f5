// The math dialect's folders as LLVM 14 runs them in the greedy driver (here the one of
// async-parallel-for): only math.ceil (in every format) and math.log2 (f32 and f64, not
// on negative operands) fold; the other ops stay. The checks are mlir-opt-14's output.
// LLVM 14 syntax.


func @folds(%buf: memref<?xf32>, %n: index) -> (f16, f32, f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant -2.5 : f16
  %y = arith.constant 8.0 : f32
  %z = arith.constant 0.3 : f64
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %l = math.log2 %y : f32
    memref.store %l, %buf[%i] : memref<?xf32>
  }
  %a = math.ceil %x : f16
  %b = math.log2 %y : f32
  %c = math.log2 %z : f64
  %d = math.ceil %z : f64
  return %a, %b, %c, %d : f16, f32, f64, f64
}
