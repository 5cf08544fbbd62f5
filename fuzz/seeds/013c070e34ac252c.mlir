func.func @parallel_bounds(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a) to (%a) step (%a) {
  }
  return
}
