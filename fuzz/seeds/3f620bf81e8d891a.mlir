// expected-error@+1 {{expected non-empty function body}}
func.func @f() -> !async.value<!async.value<!async.value<i64>>> {
}
