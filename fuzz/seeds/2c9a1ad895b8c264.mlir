// async-to-async-runtime folds as LLVM 14's dialect conversion does (transforms::fold):
// every op but async ops, branches, arith.xori and constants, anywhere in the module,
// with the IR as it was before (no chains), constants placed at the folded op. LLVM 14
// folds less than LLVM 22 (fold-22.mlir): no shifts, negf or remf, no constant moved to
// the right of a comparison or a commutative op. crates/driver/tests/fold.rs checks every
// op against mlir-opt.


func @plain(%x: i32, %y: i32) -> (i32, i32, i32, i1, i32) {
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

func @floats(%x: f32) -> (f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %tenth = arith.constant 0.1 : f32
  %sum = arith.addf %tenth, %tenth : f32
  %neg = arith.negf %tenth : f32
  %rem = arith.remf %one, %tenth : f32
  %id = arith.mulf %one, %x : f32
  return %sum, %neg, %rem, %id : f32, f32, f32, f32
}
