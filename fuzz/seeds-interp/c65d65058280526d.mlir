func private @print_memref_i64(memref<*xi64>) attributes { llvm.emit_c_interface }

func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v10 = arith.constant 10 : i64
  %v20 = arith.constant 20 : i64
  %v30 = arith.constant 30 : i64
  %v40 = arith.constant 40 : i64
  %buf = memref.alloc() : memref<4xi64>
  %z = arith.constant 0 : i64
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %z, %buf[%i] : memref<4xi64>
  }
  memref.store %z, %buf[%c3] : memref<4xi64>
  %u = memref.cast %buf : memref<4xi64> to memref<*xi64>
  memref.store %v10, %buf[%c0] : memref<4xi64>
  call @print_memref_i64(%u) : (memref<*xi64>) -> ()

  %outer = async.execute {
    memref.store %v20, %buf[%c1] : memref<4xi64>
    call @print_memref_i64(%u) : (memref<*xi64>) -> ()
    %empty = async.execute {
      async.yield
    }
    %dependent = async.execute [%empty] {
      memref.store %v30, %buf[%c2] : memref<4xi64>
      call @print_memref_i64(%u) : (memref<*xi64>) -> ()
      async.yield
    }
    async.await %dependent : !async.token
    memref.store %v40, %buf[%c3] : memref<4xi64>
    call @print_memref_i64(%u) : (memref<*xi64>) -> ()
    async.yield
  }
  async.await %outer : !async.token
  call @print_memref_i64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %buf : memref<4xi64>
  return
}
