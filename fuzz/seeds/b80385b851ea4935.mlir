// fold-14.mlir for LLVM 22 (LLVM 22 syntax), which folds more: shifts, negf, remf (as
// fmod), and a commutative op or comparison with a constant on the left gets it moved
// right (in place), then folds again.


func.func @plain(%x: i32, %y: i32) -> (i32, i32, i32, i1, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %six = arith.addi %c3, %c3 : i32
  %nine = arith.addi %six, %c3 : i32
  %same = arith.addi %x, %c0 : i32
  %left = arith.addi %c3, %x : i32
  %shl = arith.shli %c3, %c3 : i32
  %cmp = arith.cmpi slt, %c3, %x : i32
  %back = arith.subi %x, %y : i32
  %x2 = arith.addi %back, %y : i32
  %div = arith.ceildivsi %c3, %c0 : i32
  return %nine, %same, %left, %cmp, %x2 : i32, i32, i32, i1, i32
}

func.func @floats(%x: f32) -> (f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %tenth = arith.constant 0.1 : f32
  %sum = arith.addf %tenth, %tenth : f32
  %neg = arith.negf %tenth : f32
  %rem = arith.remf %one, %tenth : f32
  %id = arith.mulf %one, %x : f32
  return %sum, %neg, %rem, %id : f32, f32, f32, f32
}
