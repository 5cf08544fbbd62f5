func private @printI64(i64)
func private @printNewline()

func @sum_quarters(%squares: memref<16xi64>, %partial: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %g = async.create_group %c4 : !async.group
  scf.for %q = %c0 to %c4 step %c1 {
    %t = async.execute {
      %lo = arith.muli %q, %c4 : index
      %hi = arith.addi %lo, %c4 : index
      %s = scf.for %i = %lo to %hi step %c1 iter_args(%acc = %zero) -> (i64) {
        %x = memref.load %squares[%i] : memref<16xi64>
        %y = arith.addi %acc, %x : i64
        scf.yield %y : i64
      }
      memref.store %s, %partial[%q] : memref<4xi64>
      async.yield
    }
    %idx = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  return
}

func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i64
  %squares = memref.alloc() : memref<16xi64>
  %partial = memref.alloc() : memref<4xi64>

  %g = async.create_group %c16 : !async.group
  scf.for %i = %c0 to %c16 step %c1 {
    %t = async.execute {
      %n = arith.index_cast %i : index to i64
      %sq = arith.muli %n, %n : i64
      memref.store %sq, %squares[%i] : memref<16xi64>
      async.yield
    }
    %idx = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g

  call @sum_quarters(%squares, %partial) : (memref<16xi64>, memref<4xi64>) -> ()

  %total = scf.for %q = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i64) {
    %p = memref.load %partial[%q] : memref<4xi64>
    call @printI64(%p) : (i64) -> ()
    call @printNewline() : () -> ()
    %s = arith.addi %acc, %p : i64
    scf.yield %s : i64
  }
  call @printI64(%total) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %squares : memref<16xi64>
  memref.dealloc %partial : memref<4xi64>
  return
}
