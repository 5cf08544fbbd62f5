func private @printI64(i64)
func private @printNewline()

func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index

  %squares = memref.alloc() : memref<100xi64>
  %fan = async.create_group %c100 : !async.group
  scf.for %i = %c0 to %c100 step %c1 {
    %t = async.execute {
      %ii = arith.index_cast %i : index to i64
      %sq = arith.muli %ii, %ii : i64
      memref.store %sq, %squares[%i] : memref<100xi64>
      async.yield
    }
    %rank = async.add_to_group %t, %fan : !async.token
  }
  async.await_all %fan
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %squares[%i] : memref<100xi64>
    %next = arith.addi %acc, %v : i64
    scf.yield %next : i64
  }
  memref.dealloc %squares : memref<100xi64>
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()

  %cell = memref.alloc() : memref<1xi64>
  %outer = async.execute {
    %c2 = arith.constant 2 : index
    %inner = async.create_group %c2 : !async.group
    %x = async.execute {
      %c3i = arith.constant 3 : i64
      memref.store %c3i, %cell[%c0] : memref<1xi64>
      async.yield
    }
    %rx = async.add_to_group %x, %inner : !async.token
    %y = async.execute [%x] {
      %c4i = arith.constant 4 : i64
      %old = memref.load %cell[%c0] : memref<1xi64>
      %new = arith.addi %old, %c4i : i64
      memref.store %new, %cell[%c0] : memref<1xi64>
      async.yield
    }
    %ry = async.add_to_group %y, %inner : !async.token
    async.await_all %inner
    async.yield
  }
  async.await %outer : !async.token
  %seven = memref.load %cell[%c0] : memref<1xi64>
  memref.dealloc %cell : memref<1xi64>
  call @printI64(%seven) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
