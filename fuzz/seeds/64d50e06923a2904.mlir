func @negative_unsigned() attributes {
  // expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
  a = -1 : ui8} {
  return
}
