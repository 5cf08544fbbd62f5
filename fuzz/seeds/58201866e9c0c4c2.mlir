// expected-error@+1 {{'type' is an inferred attribute}}
func @k() attributes {type = (i64) -> ()} {
  return
}
