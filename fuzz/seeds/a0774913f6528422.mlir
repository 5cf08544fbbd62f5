func @subview_layout(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 16)>>' or a rank-reduced version. (mismatch of result layout)}}
  %1 = memref.subview %src[1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  return
}
