func private @printI64(i64)
func private @printF32(f32)
func private @printNewline()

func @entry() {
  %t0, %v0 = async.execute -> !async.value<i64> {
    %c40 = arith.constant 40 : i64
    async.yield %c40 : i64
  }
  %t1, %v1 = async.execute (%v0 as %x: !async.value<i64>) -> !async.value<i64> {
    %c2 = arith.constant 2 : i64
    %y = arith.addi %x, %c2 : i64
    async.yield %y : i64
  }
  %r1 = async.await %v1 : !async.value<i64>
  call @printI64(%r1) : (i64) -> ()
  call @printNewline() : () -> ()

  %tf, %vf = async.execute -> !async.value<f32> {
    %h = arith.constant 1.25 : f32
    %d = arith.addf %h, %h : f32
    async.yield %d : f32
  }
  %rf = async.await %vf : !async.value<f32>
  call @printF32(%rf) : (f32) -> ()
  call @printNewline() : () -> ()

  %ta, %va = async.execute -> !async.value<i64> {
    %c50 = arith.constant 50 : i64
    async.yield %c50 : i64
  }
  %tb, %vb = async.execute [%ta] (%va as %a: !async.value<i64>) -> !async.value<i64> {
    %c10 = arith.constant 10 : i64
    %b = arith.addi %a, %c10 : i64
    async.yield %b : i64
  }
  %tc, %vc = async.execute (%vb as %b: !async.value<i64>, %va as %a: !async.value<i64>) -> !async.value<i64> {
    %c = arith.addi %a, %b : i64
    async.yield %c : i64
  }
  %rc = async.await %vc : !async.value<i64>
  call @printI64(%rc) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
