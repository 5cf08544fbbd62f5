// expected-error@+1 {{expected non-empty function body}}
async.func @f() -> !async.token {
}
