// Verifier errors in LLVM-22 syntax. Messages that changed since LLVM 14: the return type
// mismatch names the function, op names are func.*, the execute/yield type check is phrased
// as a control-flow edge, and a missing execute terminator is reported as a block without one.

func.func @return_type(%x: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %x : i64
}
