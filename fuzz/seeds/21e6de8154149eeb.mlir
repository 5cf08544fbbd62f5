func @subview_element(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %1 = memref.subview %src[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf64, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  return
}
