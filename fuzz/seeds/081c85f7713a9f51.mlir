func @cmpf_predicate_out_of_range(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}
