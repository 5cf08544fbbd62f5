func.func @missing_properties() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %c = "arith.constant"() : () -> i32
  return
}
