// A two-dimensional integer sum: the partials are per block of the flattened iteration
// space, as for loops without reductions.





func @sum_2d(%n: index, %m: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%zero) -> i64 {
    %p = arith.muli %i, %j : index
    %x = arith.index_cast %p : index to i64
    scf.reduce(%x) : i64 {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
    scf.yield
  }
  return %r : i64
}
