func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<3xf32>
  return
}
