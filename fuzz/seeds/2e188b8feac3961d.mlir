func.func @array_of_i8() attributes {
  // expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
  a = array<i8: true>} {
  return
}
