func @f() {
  // expected-error@+1 {{@ identifier expected to start with letter or '_'}}
  %x = arith.constant @1 : i32
  return
}
