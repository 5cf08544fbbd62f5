func @subview_count(%src: memref<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values}}
  %1 = memref.subview %src[0] [4] [1] : memref<8x16xf32> to memref<4xf32>
  return
}
