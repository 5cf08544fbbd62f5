// `@above` skips lines with a designator.
func @above_skips_designators() {
  %x = arith.constant 1 : i32
  // expected-error@below {{redefinition of SSA value '%x'}}
  // expected-note@above {{previously defined here}}
  %x = arith.constant 2 : i32
  return
}
