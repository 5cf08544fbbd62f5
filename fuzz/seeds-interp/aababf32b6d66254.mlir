func private @printI64(i64)
func private @printNewline()

func @entry() attributes {async.allowed_to_block} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64

  %tb, %base = async.execute -> !async.value<i64> {
    async.yield %one : i64
  }

  %t, %total = async.execute -> !async.value<i64> {
    %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %zero) -> (i64) {
      %ti, %vi = async.execute (%base as %b : !async.value<i64>) -> !async.value<i64> {
        %n = arith.index_cast %i : index to i64
        %sq = arith.muli %n, %n : i64
        %r = arith.addi %sq, %b : i64
        async.yield %r : i64
      }
      %x = async.await %vi : !async.value<i64>
      %next = arith.addi %acc, %x : i64
      call @printI64(%next) : (i64) -> ()
      call @printNewline() : () -> ()
      scf.yield %next : i64
    }
    async.yield %sum : i64
  }

  %r = async.await %total : !async.value<i64>
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
