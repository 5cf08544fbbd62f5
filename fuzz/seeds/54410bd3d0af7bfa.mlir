// scf.parallel nested in scf.for, a reduction in the loop body, captures (LLVM 14 syntax).
func @in_for(%n: index, %m: memref<?x?xf32>, %z: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %m[%k, %i] : memref<?x?xf32>
      memref.store %v, %m[%i, %k] : memref<?x?xf32>
    }
    %s = scf.parallel (%i) = (%k) to (%n) step (%c1) init (%acc) -> f32 {
      %v = memref.load %m[%i, %k] : memref<?x?xf32>
      scf.reduce(%v) : f32 {
      ^bb0(%a: f32, %b: f32):
        %t = arith.maxf %a, %b : f32
        scf.reduce.return %t : f32
      }
    }
    scf.yield %s : f32
  }
  return %r : f32
}
