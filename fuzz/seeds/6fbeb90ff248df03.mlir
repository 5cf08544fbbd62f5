// scf.parallel with and without reductions; LLVM 14's separate scf.reduce ops and scf.yield become one scf.reduce terminator when parsed and are printed back as written (reductions moved after the body's other ops), in LLVM-14 syntax.


func @parallel(%lb: index, %ub: index, %st: index, %buf: memref<?xf32>, %init: f32) -> (f32, f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    %v = memref.load %buf[%i] : memref<?xf32>
    memref.store %v, %buf[%i] : memref<?xf32>
  }
  %sum = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %e = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%e) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init, %init) -> (f32, f32) {
    %e = memref.load %buf[%i] : memref<?xf32>
    %f = memref.load %buf[%j] : memref<?xf32>
    scf.reduce(%e) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
    scf.reduce(%f) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
    scf.yield
  }
  return %sum, %r#1 : f32, f32
}
