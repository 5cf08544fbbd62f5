// LLVM 14 does not say that the dialect is missing.
func @op_of_unknown_dialect() {
  // expected-error@+1 {{custom op 'frob.nicate' is unknown}}
  frob.nicate
  return
}
