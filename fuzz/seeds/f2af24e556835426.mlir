func.func @branch_arity(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb1(%c : i1)
  // expected-error@above {{branch has 1 operands for successor #0, but target block has 0}}
^bb1:
  return
}
