func @unsigned_constant() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %c = arith.constant 1 : ui32
  return
}
