// async.execute inside async.func, awaited there (LLVM 22 syntax): after
// -async-func-to-async-runtime and -async-to-async-runtime the async.func is a coroutine
// that calls the outlined execute functions and suspends on each result with
// async.runtime.await_and_resume (no blocking await), checks the awaited token or value for
// an error and branches to the set_error exit, and loads the value. Upstream checks the
// call of the outlined function from an async.func; this pins the whole lowering, line by
// line against mlir-opt-22.


async.func @fill_then_read(%buf: memref<2xi32>, %x: i32) -> !async.value<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %written = async.execute {
    memref.store %x, %buf[%c0] : memref<2xi32>
    async.yield
  }
  async.await %written : !async.token
  %t, %v = async.execute -> !async.value<i32> {
    %y = memref.load %buf[%c0] : memref<2xi32>
    %z = arith.muli %y, %x : i32
    async.yield %z : i32
  }
  %r = async.await %v : !async.value<i32>
  memref.store %r, %buf[%c1] : memref<2xi32>
  return %r : i32
}
