// Bounds from memref.dim fold to the sizes the buffer was allocated with.




func @dims_of_alloc(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %buf = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %d0 = memref.dim %buf, %c0 : memref<?x4x?xf32>
  %d1 = memref.dim %buf, %c1 : memref<?x4x?xf32>
  %d2 = memref.dim %buf, %c2 : memref<?x4x?xf32>
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%d0, %d1, %d2) step (%c1, %c1, %c1) {
    %v = arith.constant 1.0 : f32
    memref.store %v, %buf[%i, %j, %k] : memref<?x4x?xf32>
  }
  memref.dealloc %buf : memref<?x4x?xf32>
  return
}
