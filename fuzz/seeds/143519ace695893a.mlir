// Integer literals past the edges of their types, and constants of signed types: each is
// a located error, as in mlir-opt (regressions/integer-literal-ranges.mlir has the edges).
// LLVM 22 syntax; the type check says it in LLVM 22's words.

func.func @index_past_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 18446744073709551616 : index
  %g = async.create_group %c : !async.group
  return
}
