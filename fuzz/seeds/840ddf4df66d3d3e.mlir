func.func @parallel_zero_step(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}
