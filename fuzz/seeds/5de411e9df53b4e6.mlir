// Dominance is checked last, once every op's invariants passed.
func.func @use_before_def(%x: i32) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %x : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.addi %x, %x : i32
  func.return
}
