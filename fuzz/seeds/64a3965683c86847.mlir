func.func @unknown_callee() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}
