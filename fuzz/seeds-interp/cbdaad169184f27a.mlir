func private @printI64(i64)
func private @printNewline()

func @entry() {
  %c = arith.constant 42 : i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  %false = arith.constant false
  assert %false, "the answer is wrong"
  call @printI64(%c) : (i64) -> ()
  return
}

func @in_task() {
  %false = arith.constant false
  %t = async.execute {
    assert %false, "fails the task"
    async.yield
  }
  async.runtime.await %t : !async.token
  %e = async.runtime.is_error %t : !async.token
  %x = arith.extui %e : i1 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  async.await %t : !async.token
  return
}
