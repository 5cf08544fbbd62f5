// So may a sibling region, which does not dominate the use.
func.func @sibling_regions(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %a = arith.addi %y, %y : i32
  }
  scf.if %c {
    // expected-note@+1 {{operand defined here (op is neither in a parent nor in a child region)}}
    %y = arith.constant 1 : i32
  }
  return
}
