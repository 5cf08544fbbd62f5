// expected-error@+1 {{expected ',' or '>' in memref type}}
func.func @memref_close(%a: memref<4xf32 %b: i32) {
  return
}
