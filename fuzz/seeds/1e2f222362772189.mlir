// What the lexer cannot read is reported in the lexer's words and at its place, whatever
// the parser expected there, as in mlir-opt (both generations say the same).
// LLVM 14 syntax.
// The columns (mlir-opt-14 numbers lines within chunks):

func @f() {
  // expected-error@+1 {{invalid SSA name}}
  %x = arith.constant % 1 : i32
  return
}
