// expected-error@+1 {{expected ',' or '>'}}
func.func @memref_space(%a: memref<4xf32, 1 %b: i32) {
  return
}
