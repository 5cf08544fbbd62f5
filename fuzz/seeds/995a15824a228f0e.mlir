func @missing_type(%a:
    i32, %b:
// expected-error@+1 {{expected non-function type}}
) {
  return
}
