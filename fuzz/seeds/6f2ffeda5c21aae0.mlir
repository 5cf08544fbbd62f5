// A public one is no declaration either.
// expected-error@+1 {{expected non-empty function body}}
func @f() -> !async.value<!async.value<!async.value<i64>>> {
}
