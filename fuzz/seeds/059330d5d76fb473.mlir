func @near_miss(%a: i32) {
  // expected-warning@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %b = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}
