func.func @signed_past_its_range() attributes {
  // expected-error@+1 {{integer constant out of range for attribute}}
  a = 128 : si8} {
  return
}
