// The runtime's test helpers: the worker count and the current thread id (the id
// differs from run to run; the e2e driver masks digits after "Current thread id:").
// PASS: -async-to-async-runtime
// NOT-SINGLE-THREAD
// EXPECT: Current thread id: N
// EXPECT: Current thread id: N

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
  %n = call @mlirAsyncRuntimGetNumWorkerThreads() : () -> i64
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
