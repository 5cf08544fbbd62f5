func @i64_past_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 18446744073709551616 : i64
  return
}
