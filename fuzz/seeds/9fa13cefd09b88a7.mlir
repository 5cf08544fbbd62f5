func @no_terminator() {
  // expected-error@+1 {{block with no terminator}}
  %0 = arith.constant 1 : i32
}
