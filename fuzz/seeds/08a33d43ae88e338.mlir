// expected-error@+1 {{expected '>' in vector type}}
func.func @vector_close(%a: vector<4xf32 %b: i32) {
  return
}
