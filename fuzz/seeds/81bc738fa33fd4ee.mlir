// expected-error@+1 {{'function_type' is an inferred attribute}}
async.func @f() -> !async.token attributes {function_type = () -> ()} {
  return
}
