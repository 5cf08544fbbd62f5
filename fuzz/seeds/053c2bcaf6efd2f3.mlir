func @f() {
  // expected-error@+1 {{invalid type identifier}}
  %x = arith.constant ! 1 : i32
  return
}
