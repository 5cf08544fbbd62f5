func @unregistered_dialect() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  "mydialect.op"() : () -> ()
  return
}
