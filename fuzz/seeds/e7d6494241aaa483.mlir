func @f() {
  // expected-error@+1 {{expected three consecutive dots for an ellipsis}}
  %x = arith.constant . : i32
  return
}
