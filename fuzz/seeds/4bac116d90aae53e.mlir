func @dense_negative_unsigned() attributes {
  // expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
  a = dense<-1> : tensor<ui8>} {
  return
}
