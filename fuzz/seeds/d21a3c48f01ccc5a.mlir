// Unused: dropped when pure (a get_global, a subview, math ops, a linalg.fill of a tensor,
// an scf.index_switch of pure regions); kept when it writes (vector.print).


memref.global "private" constant @table : memref<4xf32> = dense<1.0>
func.func @dead(%m: memref<8xf32>, %t: tensor<4xf32>, %x: f32, %i: i32) {
  %c0 = arith.constant 0 : index
  %a = memref.get_global @table : memref<4xf32>
  %b = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = math.sqrt %x : f32
  %d = math.ctpop %i : i32
  %e = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %s = scf.index_switch %c0 -> f32
  case 0 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  vector.print str "kept"
  return
}
