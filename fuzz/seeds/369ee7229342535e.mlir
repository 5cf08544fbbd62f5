// index is signed: 2^63 does not fit, nor does -2^63 - 1.
func.func @index_past_signed_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 9223372036854775808 : index
  return
}
