// A negated zero has no sign bit: MLIR rejects it.
func.func @negative_zero() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -0 : i32
  return
}
