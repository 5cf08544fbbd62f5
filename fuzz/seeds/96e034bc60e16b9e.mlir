// Dense arrays check the range but, unlike scalars, take a negative unsigned element.
func.func @array_past_its_range() attributes {
  // expected-error@+1 {{integer constant out of range}}
  a = array<si8: 128>} {
  return
}
