func.func @later_in_the_parent(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %a = arith.addi %y, %y : i32
  }
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %y = arith.constant 1 : i32
  return
}
