// expected-error@+1 {{expected '<' in vector type}}
func @vector_open(%a: vector) {
  return
}
