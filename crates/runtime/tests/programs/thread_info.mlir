// The runtime's test helpers: the worker count and the current thread id (the id
// differs from run to run; the e2e driver masks digits after "Current thread id:").
// PASS: -async-to-async-runtime
// EXPECT: Current thread id: N
// EXPECT: Current thread id: N
// EXPECT: 1

func private @printI64(i64)
func private @printNewline()
func private @mlirAsyncRuntimGetNumWorkerThreads() -> i64
func private @mlirAsyncRuntimePrintCurrentThreadId()

func @entry() {
  call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
  %t = async.execute {
    call @mlirAsyncRuntimePrintCurrentThreadId() : () -> ()
    async.yield
  }
  async.await %t : !async.token
  // The count itself depends on the machine: print whether it is positive.
  %n = call @mlirAsyncRuntimGetNumWorkerThreads() : () -> i64
  %c0 = arith.constant 0 : i64
  %positive = arith.cmpi sgt, %n, %c0 : i64
  %flag = arith.extui %positive : i1 to i64
  call @printI64(%flag) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
