func private @printI64(i64)
func private @printNewline()

func @print(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @checked(%v: !async.value<i64>) -> i64 {
  %x = async.await %v : !async.value<i64>
  %c98 = arith.constant 98 : i64
  call @print(%c98) : (i64) -> ()
  return %x : i64
}

func @entry() attributes {async.allowed_to_block} {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c7 = arith.constant 7 : i64
  %c99 = arith.constant 99 : i64
  %false = arith.constant false
  call @print(%c1) : (i64) -> ()

  %a = async.execute {
    assert %false, "task A fails"
    async.yield
  }
  %tb, %b = async.execute [%a] -> !async.value<i64> {
    call @print(%c99) : (i64) -> ()
    async.yield %c1 : i64
  }
  %tc, %c = async.execute -> !async.value<i64> {
    async.yield %c7 : i64
  }
  %seven = async.await %c : !async.value<i64>
  call @print(%seven) : (i64) -> ()

  %r = call @checked(%b) : (!async.value<i64>) -> i64
  call @print(%c2) : (i64) -> ()
  return
}
