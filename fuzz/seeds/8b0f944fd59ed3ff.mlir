// A sum and a product in one loop, dynamic bounds (LLVM 22 syntax).
func.func @reduce(%lb: index, %ub: index, %st: index, %m: memref<?xf32>, %z: f32, %o: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%z, %o) -> (f32, i32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %x = arith.index_cast %i : index to i32
    scf.reduce(%v, %x : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %p = arith.muli %a, %b : i32
      scf.reduce.return %p : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
