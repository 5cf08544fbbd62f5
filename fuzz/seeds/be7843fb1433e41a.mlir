// No parallel loop: the pass still folds (and erases dead code) as upstream's greedy
// driver does.




func @folds_only(%x: index, %y: index) -> (index, index, index, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %a = arith.addi %x, %c0 : index
  %b = arith.muli %c6, %y : index
  %d = arith.subi %x, %x : index
  %e = arith.cmpi sle, %y, %y : index
  %unused = arith.addi %x, %y : index
  %q = arith.ceildivsi %c6, %c1 : index
  %r = arith.addi %a, %q : index
  return %r, %b, %d, %e : index, index, index, i1
}
