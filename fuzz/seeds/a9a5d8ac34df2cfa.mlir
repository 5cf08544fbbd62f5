// Parse errors, checked with --verify-diagnostics: each chunk must produce exactly the
// expected error on the expected line. The messages are mlir-opt's.

func @redefined_value() {
  %x = arith.constant 1 : i32 // expected-note {{previously defined here}}
  // expected-error@+1 {{redefinition of SSA value '%x'}}
  %x = arith.constant 2 : i32
  return
}
