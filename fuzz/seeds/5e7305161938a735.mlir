func.func @subview_sizes(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'}}
  %1 = memref.subview %src[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}
