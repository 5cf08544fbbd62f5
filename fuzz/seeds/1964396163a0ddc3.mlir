func @condition_inside(%c: i1, %m: memref<4xi1>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %c, %m[%c0] : memref<4xi1>
  } else {
    memref.store %c, %m[%c0] : memref<4xi1>
  }
  scf.if %c {
    memref.store %c, %m[%c0] : memref<4xi1>
  } else {
  }
  return
}
