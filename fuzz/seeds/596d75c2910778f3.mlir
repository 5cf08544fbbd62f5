// Parse errors in LLVM-22 syntax, as parse-errors.mlir: the messages did not change.

func.func @redefined_value() {
  %x = arith.constant 1 : i32 // expected-note {{previously defined here}}
  // expected-error@+1 {{redefinition of SSA value '%x'}}
  %x = arith.constant 2 : i32
  return
}
