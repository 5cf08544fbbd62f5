func.func @array_of_i1() attributes {
  // expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
  a = array<i1: 1>} {
  return
}
