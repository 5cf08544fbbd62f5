// A reduction reading a constant and an argument from above the loop (LLVM 22 syntax).
func.func @reads_above(%n: index, %cap: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> i64 {
    %x = arith.index_cast %i : index to i64
    scf.reduce(%x : i64) {
    ^bb0(%a: i64, %b: i64):
      %d = arith.muli %b, %two : i64
      %s = arith.addi %a, %d : i64
      %m = arith.minsi %s, %cap : i64
      scf.reduce.return %m : i64
    }
  }
  return %r : i64
}
