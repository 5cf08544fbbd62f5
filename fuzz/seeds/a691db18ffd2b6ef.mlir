func.func @forward_use_type_mismatch() {
  // expected-note@+1 {{prior use here}}
  %a = arith.addi %x, %x : i32
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  %b = arith.addi %x, %x : i64
  return
}
