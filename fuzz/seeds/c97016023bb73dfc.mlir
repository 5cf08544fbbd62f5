func @verifier_error_in_second_function() {
  return
}
func @second(%a: i32) -> f32 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32')}}
  return %a : i32
}
