// expected-error@+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f(%a: i64) -> i64 attributes {sym_visibility = "private"} {
  return %a : i64
}
