// Verifier errors (the input parses, the IR is invalid), LLVM-14 syntax.

func @return_type(%x: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32')}}
  return %x : i64
}
