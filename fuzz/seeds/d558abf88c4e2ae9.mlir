// expected-error@+1 {{expected '<' in vector type}}
func.func @vector_open(%a: vector) {
  return
}
