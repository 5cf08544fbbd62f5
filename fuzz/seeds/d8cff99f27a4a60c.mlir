// expected-error@+1 {{'async.func' op symbol declaration cannot have public visibility}}
async.func @task(i64) -> !async.token
