func @missing_attribute() {
  %c = "arith.constant"() : () -> i32
  // expected-error@-1 {{'arith.constant' op requires attribute 'value'}}
  return
}
