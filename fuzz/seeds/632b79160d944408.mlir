// A vector filled into a memref of vectors (LLVM 14 rejects its indexing maps).


func.func @fill_vectors(%w: memref<2xvector<4xf32>>, %vv: vector<4xf32>) {
  linalg.fill ins(%vv : vector<4xf32>) outs(%w : memref<2xvector<4xf32>>)
  return
}
