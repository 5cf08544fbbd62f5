// An arith.constant is signless.
func @signed_constant() -> si8 {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %c = arith.constant 1 : si8
  return %c : si8
}
