// Two reductions of one static loop (LLVM 14 spells them as two scf.reduce ops): one
// buffer of partials each.





func @product_and_max(%buf: memref<100xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %one = arith.constant 1.0 : f32
  %low = arith.constant -1.0 : f32
  %p, %m = scf.parallel (%i) = (%c0) to (%c100) step (%c1) init (%one, %low) -> (f32, f32) {
    %v = memref.load %buf[%i] : memref<100xf32>
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %x = arith.mulf %a, %b : f32
      scf.reduce.return %x : f32
    }
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %gt = arith.cmpf ogt, %a, %b : f32
      %x = select %gt, %a, %b : f32
      scf.reduce.return %x : f32
    }
    scf.yield
  }
  return %p, %m : f32, f32
}
