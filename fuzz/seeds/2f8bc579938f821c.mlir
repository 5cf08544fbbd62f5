func @unknown_callee() {
  // expected-error@+1 {{'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}
