func @f() {
  // expected-error@+1 {{unexpected character}}
  %x = arith.constant ` : i32
  return
}
