func @f() {
  // expected-error@+1 {{expected '"' in string literal}}
  %x = arith.constant "abc
  return
}
