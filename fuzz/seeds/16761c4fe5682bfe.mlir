// Undeclared SSA values wait for the end of the file; any other parse error ends the parse
// before, and is the only one reported, as in mlir-opt.
// LLVM 14 syntax.

func @k() {
  async.await %nope : !async.token
  return
}

func @k2() {
  %x = arith.constant 1 : i32
  // expected-error@+1 {{reference to invalid result number}}
  %y = arith.addi %x#1, %x : i32
  return
}
