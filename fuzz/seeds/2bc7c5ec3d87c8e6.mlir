// linalg.fill on memrefs and tensors (its body is implicit), in LLVM-22 syntax.


func.func @fill(%buf: memref<4x?xf32>, %t: tensor<3xi64>, %c: f32, %k: i64) -> tensor<3xi64> {
  linalg.fill ins(%c : f32) outs(%buf : memref<4x?xf32>)
  %r = linalg.fill ins(%k : i64) outs(%t : tensor<3xi64>) -> tensor<3xi64>
  linalg.fill {tag} ins(%c : f32) outs(%buf : memref<4x?xf32>)
  return %r : tensor<3xi64>
}
