// FAILED-NEXT: func.func @a() {
// FAILED-NEXT:   %token = async.execute {
// FAILED-NEXT:     async.yield
// FAILED-NEXT:   }
// FAILED-NEXT:   async.await %token : !async.token
// FAILED-NEXT:   return
// FAILED-NEXT: }
// FAILED-EMPTY:
// FAILED-NOT:  IR Dump
