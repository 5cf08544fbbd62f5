func.func @dense_negative_zero() attributes {
  // expected-error@+1 {{integer constant out of range for type}}
  a = dense<[1, -0]> : tensor<2xi8>} {
  return
}
