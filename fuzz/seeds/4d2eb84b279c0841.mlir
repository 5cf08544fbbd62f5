// No parallel loop: the pass still folds (and erases dead code) as upstream's greedy
// driver does.


// SEQ: {{^//}} -----
// SEQ-NEXT: module {
// SEQ-NEXT:   func @folds_only(%arg0: index, %arg1: index) -> (index, index, index, i1) {
// SEQ-NEXT:     %c6 = arith.constant 6 : index
// SEQ-NEXT:     %c0 = arith.constant 0 : index
// SEQ-NEXT:     %true = arith.constant true
// SEQ-NEXT:     %0 = arith.muli %arg1, %c6 : index
// SEQ-NEXT:     %1 = arith.addi %arg0, %c6 : index
// SEQ-NEXT:     return %1, %0, %c0, %true : index, index, index, i1
// SEQ-NEXT:   }
// SEQ-NEXT: }

// DYN: {{^//}} -----
// DYN-NEXT: module {
// DYN-NEXT:   func @folds_only(%arg0: index, %arg1: index) -> (index, index, index, i1) {
// DYN-NEXT:     %c6 = arith.constant 6 : index
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %true = arith.constant true
// DYN-NEXT:     %0 = arith.muli %arg1, %c6 : index
// DYN-NEXT:     %1 = arith.addi %arg0, %c6 : index
// DYN-NEXT:     return %1, %0, %c0, %true : index, index, index, i1
// DYN-NEXT:   }
// DYN-NEXT: }

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
