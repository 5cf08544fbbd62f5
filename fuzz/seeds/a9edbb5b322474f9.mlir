func.func @dense_index_past_signed_64_bits() attributes {
  // expected-error@+1 {{integer constant out of range for type}}
  a = dense<9223372036854775808> : tensor<index>} {
  return
}
