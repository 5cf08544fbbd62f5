// A function body is no name scope of its own: a name it uses but does not define may be
// defined by a later function, and the verifier then rejects the use.
// expected-note@+1 {{required by region isolation constraints}}
func.func @uses() {
  // expected-error@+1 {{'arith.addi' op using value defined outside the region}}
  %a = arith.addi %later, %later : i32
  return
}
func.func @defines() {
  %later = arith.constant 1 : i32
  return
}
