// Every undeclared SSA value is reported, once per name (at its first use), in source
// order, after the whole file has parsed, as mlir-opt does; another parse error ends the
// parse first (undeclared-values-abort.mlir).
// LLVM 14 syntax.

func @k() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope : !async.token
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %nope2 : !async.token
  // Two on one line: one expectation takes both.
  // expected-error@+1 {{use of undeclared SSA value name}}
  %a = arith.addi %x, %y : i32
  // A name used again is reported at its first use only.
  %b = arith.addi %x, %x : i32
  return
}

// A later function is parsed and reported too.
func @k2() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  async.await %zz : !async.token
  return
}

// A result number the definition does not have stays undeclared.
func @k3() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %r = arith.addi %w#3, %w#0 : i32
  %w:2 = "test.two"() : () -> (i32, i32)
  return
}
