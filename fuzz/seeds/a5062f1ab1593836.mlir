func.func @dominance(%a: i32) -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %r = arith.addi %c, %a : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %c = arith.constant 1 : i32
  return %r : i32
}
