// memref.global, memref.get_global and memref.copy, in LLVM-14 syntax.


memref.global "private" constant @table : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global @counter : memref<i64> = uninitialized
memref.global "private" @extern : memref<8xi8>
memref.global @aligned : memref<4xi32> = dense<7> {alignment = 64}
func @globals(%dst: memref<2x2xf32>) {
  %t = memref.get_global @table : memref<2x2xf32>
  %c = memref.get_global @counter : memref<i64>
  memref.copy %t, %dst : memref<2x2xf32> to memref<2x2xf32>
  return
}
