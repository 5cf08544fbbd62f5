// linalg.fill on memrefs and tensors (its body is implicit), in LLVM-14 syntax.


func @fill(%buf: memref<4x?xf32>, %t: tensor<3xi64>, %c: f32, %k: i64, %w: memref<2xvector<4xf32>>, %vv: vector<4xf32>) -> tensor<3xi64> {
  linalg.fill(%c, %buf) : f32, memref<4x?xf32>
  %r = linalg.fill(%k, %t) : i64, tensor<3xi64> -> tensor<3xi64>
  return %r : tensor<3xi64>
}
