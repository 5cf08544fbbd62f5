// A function's result list: "expected ')'", as in the argument list (no "in function ...").
// expected-error@+1 {{expected ')'}}
func @results() -> (i32 i64) {
  return
}
