func @constant() -> f64 {
  // expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note@+1 {{add a trailing dot to make the literal a float}}
  %c = arith.constant -3 : f64
  return %c : f64
}
