// A boolean is a signless i1.
func @boolean_as_si1() {
  // expected-error@+1 {{'arith.constant' op failed to verify that result and attribute have the same type}}
  %c = "arith.constant"() {value = true} : () -> si1
  return
}
