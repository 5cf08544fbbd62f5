// Folders and effects of the ops async programs carry, as LLVM 14's greedy driver runs them (here
// async-parallel-for's): memref.copy and linalg.fill fold the memref.casts of their
// operands (copy only those that forget static information); a memref.subview of a whole
// static memref of the same type (any layout) is its source. The checks are mlir-opt-14's
// output. LLVM 14 syntax.


func @casts(%m: memref<8xf32>, %d: memref<?xf32>, %n: index) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %cast = memref.cast %m : memref<8xf32> to memref<?xf32>
  memref.copy %cast, %d : memref<?xf32> to memref<?xf32>
  linalg.fill(%f, %cast) : f32, memref<?xf32> 
  %full = memref.subview %m[0] [8] [1] : memref<8xf32> to memref<8xf32>
  %part = memref.subview %m[%c2] [4] [1] : memref<8xf32> to memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %sub2 = memref.subview %part[0] [4] [1] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>> to memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  memref.store %f, %sub2[%c0] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %dc = memref.cast %d : memref<?xf32> to memref<8xf32>
  memref.copy %dc, %m : memref<8xf32> to memref<8xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %cc = memref.cast %m : memref<8xf32> to memref<?xf32>
    memref.copy %cc, %d : memref<?xf32> to memref<?xf32>
  }
  return %full : memref<8xf32>
}
