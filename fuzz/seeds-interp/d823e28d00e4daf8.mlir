func private @sleep(i64)

func @entry() {
  %c = arith.constant 1 : i64
  call @sleep(%c) : (i64) -> ()
  return
}
