// AFTER-NEXT: func.func @a() {
// AFTER-NEXT:   %0 = call @async_execute_fn() : () -> !async.token
// AFTER-NEXT:   async.runtime.await %0 : !async.token
// AFTER-NEXT:   %1 = async.runtime.is_error %0 : !async.token
// AFTER-NEXT:   async.runtime.drop_ref %0 {count = 1 : i64} : !async.token
// AFTER:        return
// AFTER-NEXT: }
// AFTER-EMPTY:
