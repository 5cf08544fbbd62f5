func.func @copy_shape(%a: memref<4xf32>, %c: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %c : memref<4xf32> to memref<5xf32>
  return
}
