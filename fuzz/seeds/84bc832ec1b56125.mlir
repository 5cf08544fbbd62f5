memref.global @two : memref<2xf32> = dense<1.0>
func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @two}}
  %0 = memref.get_global @two : memref<3xf32>
  return
}
