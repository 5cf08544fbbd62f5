func @fill_memref_value(%c: memref<f32>, %n: memref<4xf32>) {
  // expected-error@+1 {{'linalg.fill' op operand #0 must be complex-type or floating-point or signless integer or vector of any type values, but got 'memref<f32>'}}
  linalg.fill(%c, %n) : memref<f32>, memref<4xf32>
  return
}
