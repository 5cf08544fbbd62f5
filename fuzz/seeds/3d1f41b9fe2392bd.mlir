// LLVM 14 reads text after the last `}}`.
func @text_after_the_message() {
  // expected-error@+1 {{use of undeclared SSA value name}} trailing
  async.await %nope : !async.token
  return
}
