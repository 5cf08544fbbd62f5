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
  %c0 = arith.constant 0 : i64
  %positive = arith.cmpi sgt, %n, %c0 : i64
  %flag = arith.extui %positive : i1 to i64
  call @printI64(%flag) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
