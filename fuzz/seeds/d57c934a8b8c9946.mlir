func.func @return_count() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}
