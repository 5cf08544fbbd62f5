func @type_disagrees_with_earlier_use() {
  // expected-note@+1 {{prior use here}}
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i64
  // expected-error@-1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  return
}
