func.func @index_below_signed_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -9223372036854775809 : index
  return
}
