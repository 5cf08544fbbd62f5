// expected-error@+1 {{'function_type' is an inferred attribute}}
func.func @k() attributes {function_type = (i64) -> ()} {
  return
}
