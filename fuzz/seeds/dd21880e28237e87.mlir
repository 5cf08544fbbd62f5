func @math_on_integer(%i: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %i : i32
  return
}
