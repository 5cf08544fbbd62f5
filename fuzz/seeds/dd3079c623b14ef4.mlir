func @parallel_results(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%a) -> index {
  }
  return
}
