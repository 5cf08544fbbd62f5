func @f() {
  // expected-error@+1 {{invalid attribute name}}
  %x = arith.constant # 1 : i32
  return
}
