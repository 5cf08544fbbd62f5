func.func @wrong_line() {
  // expected-error@+2 {{undeclared}}
  return %nothing : i32
}
