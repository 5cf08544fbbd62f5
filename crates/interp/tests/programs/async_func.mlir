// async.func and async.call (LLVM 22 syntax): a value result, a token result, a failing
// assert that becomes the function's error, an error that propagates through an await,
// a memref passed in an async.value and filled by another async.func, an async.execute
// inside an async.func, and awaits inside scf.for in an async.func (which upstream's
// lowering cannot handle; async-opt's can). Modelled on the behaviours of upstream's
// mlir-runner/async-func.mlir.
// STAGES: high async-func

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

async.func @square(%x: i64) -> !async.value<i64> {
  %r = arith.muli %x, %x : i64
  return %r : i64
}

async.func @sum_of_squares(%n: index) -> !async.value<i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %v = async.call @square(%ii) : (i64) -> !async.value<i64>
    %q = async.await %v : !async.value<i64>
    %a = arith.addi %acc, %q : i64
    scf.yield %a : i64
  }
  return %s : i64
}

async.func @nothing() -> !async.token {
  return
}

async.func @failing() -> !async.token {
  %f = arith.constant false
  cf.assert %f, "fails the async.func"
  return
}

async.func @failing_value() -> !async.value<i64> {
  %f = arith.constant false
  cf.assert %f, "no value"
  %c = arith.constant 1 : i64
  return %c : i64
}

async.func @forward() -> !async.value<i64> {
  %v = async.call @failing_value() : () -> !async.value<i64>
  %x = async.await %v : !async.value<i64>
  return %x : i64
}

async.func @fill(%m: !async.value<memref<3xi64>>) -> !async.token {
  %buf = async.await %m : !async.value<memref<3xi64>>
  %t = async.execute {
    %c2 = arith.constant 2 : index
    %v = arith.constant 42 : i64
    memref.store %v, %buf[%c2] : memref<3xi64>
    async.yield
  }
  async.await %t : !async.token
  %c0 = arith.constant 0 : index
  %w = arith.constant -1 : i64
  memref.store %w, %buf[%c0] : memref<3xi64>
  return
}

func.func @flag(%b: i1) {
  %x = arith.extui %b : i1 to i64
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @entry() {
  %c10 = arith.constant 10 : index
  %v = async.call @sum_of_squares(%c10) : (index) -> !async.value<i64>
  %r = async.await %v : !async.value<i64>
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()

  %t0 = async.call @nothing() : () -> !async.token
  async.runtime.await %t0 : !async.token
  %e0 = async.runtime.is_error %t0 : !async.token
  call @flag(%e0) : (i1) -> ()
  %t1 = async.call @failing() : () -> !async.token
  async.runtime.await %t1 : !async.token
  %e1 = async.runtime.is_error %t1 : !async.token
  call @flag(%e1) : (i1) -> ()
  %v2 = async.call @forward() : () -> !async.value<i64>
  async.runtime.await %v2 : !async.value<i64>
  %e2 = async.runtime.is_error %v2 : !async.value<i64>
  call @flag(%e2) : (i1) -> ()

  %tok, %mv = async.execute -> !async.value<memref<3xi64>> {
    %m = memref.alloc() : memref<3xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i64
    %seven = arith.constant 7 : i64
    memref.store %z, %m[%c0] : memref<3xi64>
    memref.store %seven, %m[%c1] : memref<3xi64>
    memref.store %z, %m[%c2] : memref<3xi64>
    async.yield %m : memref<3xi64>
  }
  %t3 = async.call @fill(%mv) : (!async.value<memref<3xi64>>) -> !async.token
  async.await %t3 : !async.token
  %m = async.await %mv : !async.value<memref<3xi64>>
  %u = memref.cast %m : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<3xi64>
  return
}
