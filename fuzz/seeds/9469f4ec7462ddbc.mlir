func.func @fill_tensor_without_result(%c: f32, %t: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.fill' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.fill ins(%c : f32) outs(%t : tensor<4xf32>)
  return
}
