// undeclared-values.mlir in LLVM 22 syntax, with the note a type mismatch on a forward
// reference gets: where the name was first used.

func.func @k() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope2 : !async.token
  return
}

func.func @k2() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %zz : !async.token
  return
}
