func.func @unknown_op_in_known_dialect() {
  %a = arith.frobnicate
  // expected-error@above {{custom op 'arith.frobnicate' is unknown}}
  return
}
