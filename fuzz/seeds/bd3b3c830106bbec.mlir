// Reductions the buffer cannot hold stay loops; a vector reduction is split (LLVM 22 syntax).
func.func @kinds(%n: index, %m: memref<?xf32>, %v: vector<4xf32>, %buf: memref<f32>) -> (vector<4xf32>, memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%v) -> vector<4xf32> {
    %x = memref.load %m[%i] : memref<?xf32>
    %b = vector.broadcast %x : f32 to vector<4xf32>
    scf.reduce(%b : vector<4xf32>) {
    ^bb0(%a: vector<4xf32>, %y: vector<4xf32>):
      %s = arith.addf %a, %y : vector<4xf32>
      scf.reduce.return %s : vector<4xf32>
    }
  }
  %q = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%buf) -> memref<f32> {
    scf.reduce(%buf : memref<f32>) {
    ^bb0(%a: memref<f32>, %y: memref<f32>):
      scf.reduce.return %a : memref<f32>
    }
  }
  return %r, %q : vector<4xf32>, memref<f32>
}
