func.func private @ok(i64)
async.func private @ok_task(i64) -> !async.token
