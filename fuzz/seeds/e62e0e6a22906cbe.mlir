func @f() {
  // expected-error@+1 {{unknown escape in string literal}}
  %x = arith.constant "a\q" : i32
  return
}
