// Statically empty: the trip count folds to a constant, the dispatch stays.




func.func @static_empty(%out: memref<8xf32>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c4) to (%c2) step (%c1) {
    memref.store %v, %out[%i] : memref<8xf32>
  }
  return
}
