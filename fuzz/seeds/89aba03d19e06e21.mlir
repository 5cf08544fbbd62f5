// Unused: a linalg.fill of a tensor is pure and dropped, one of a memref writes and stays.


func @dead(%t: tensor<4xf32>, %m: memref<4xf32>, %x: f32) {
  %e = linalg.fill(%x, %t) : f32, tensor<4xf32> -> tensor<4xf32>
  linalg.fill(%x, %m) : f32, memref<4xf32> 
  return
}
