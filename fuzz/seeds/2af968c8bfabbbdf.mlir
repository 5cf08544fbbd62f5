// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument_of_another_block(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%z: i1):
  return
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %w = arith.xori %z, %z : i1
  return
}
