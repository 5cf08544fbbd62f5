func private @printI64(i64)
func private @printNewline()

func @entry() {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %c5 = arith.constant 5 : i64

  %t1 = async.execute {
    call @printI64(%c1) : (i64) -> ()
    call @printNewline() : () -> ()
    async.yield
  }
  async.await %t1 : !async.token

  %t2 = async.execute [%t1] {
    call @printI64(%c2) : (i64) -> ()
    call @printNewline() : () -> ()
    async.yield
  }
  async.await %t2 : !async.token

  %t3 = async.execute {
    %inner = async.execute {
      call @printI64(%c3) : (i64) -> ()
      call @printNewline() : () -> ()
      async.yield
    }
    async.await %inner : !async.token
    call @printI64(%c4) : (i64) -> ()
    call @printNewline() : () -> ()
    async.yield
  }
  async.await %t3 : !async.token
  async.await %t3 : !async.token

  call @printI64(%c5) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
