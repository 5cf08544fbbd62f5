// expected-error@+1 {{expected '>' in tensor type}}
func.func @tensor_close(%a: tensor<4xf32 %b: i32) {
  return
}
