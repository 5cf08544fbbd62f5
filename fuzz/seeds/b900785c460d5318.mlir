// memref.subview with static and dynamic offsets, sizes and strides, in LLVM-14 syntax.


#strided_dyn = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
#strided_2 = affine_map<(d0, d1) -> (d0 * 32 + d1 * 2)>
func @views(%src: memref<8x16xf32>, %off: index, %n: index, %dyn: memref<?x?xf32>) {
  %a = memref.subview %src[%off, 4] [%n, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, #strided_dyn>
  %b = memref.subview %src[0, 0] [4, 4] [2, 2] : memref<8x16xf32> to memref<4x4xf32, #strided_2>
  %c = memref.subview %src[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, affine_map<(d0) -> (d0 + 16)>>
  %e = memref.subview %dyn[%off, 0] [4, %n] [1, 1] : memref<?x?xf32> to memref<4x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>
  memref.copy %a, %a : memref<?x4xf32, #strided_dyn> to memref<?x4xf32, #strided_dyn>
  return
}
