func.func @if_results(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) -> (i32, i1, i32) {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %r:4 = scf.if %c -> (i32, i1, i32, i32) {
    %s = arith.addi %a, %b : i32
    memref.store %s, %m[%c0] : memref<4xi32>
    scf.yield %s, %t, %a, %b : i32, i1, i32, i32
  } else {
    scf.yield %b, %f, %b, %a : i32, i1, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i1, i32
}
