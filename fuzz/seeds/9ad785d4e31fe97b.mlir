func.func @fill_element(%c: f32, %m: memref<4xi32>) {
  // expected-error@+1 {{'linalg.fill' op expected fill value type ('f32') to match output element type ('i32')}}
  linalg.fill ins(%c : f32) outs(%m : memref<4xi32>)
  return
}
