// A static inner dimension of 16 iterations: the block size is aligned to it in a second
// compute function whose inner loop runs from 0 to 16.




func.func @aligned_inner(%ub: index, %out: memref<?x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%ub, %c16) step (%c1, %c1) {
    %x = arith.index_cast %j : index to i32
    memref.store %x, %out[%i, %j] : memref<?x16xi32>
  }
  return
}
