// A reduction reading a value of the body: left as it is (LLVM 22 syntax).
func.func @reads_body(%buf: memref<?xf32>, %n: index, %z: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %e = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%e : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %e, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
