func.func @cmpi_predicate_out_of_range(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}
