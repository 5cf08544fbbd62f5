func.func @fill_memref_value(%c: memref<f32>, %n: memref<4xf32>) {
  // expected-error@+1 {{expected op with scalar input}}
  linalg.fill ins(%c : memref<f32>) outs(%n : memref<4xf32>)
  return
}
