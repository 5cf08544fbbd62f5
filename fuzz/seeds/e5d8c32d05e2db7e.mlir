func.func @i0_holds_only_zero() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 1 : i0
  return
}
