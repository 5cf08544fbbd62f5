func.func @static_conditions(%m: memref<4xf32>, %v: f32) -> f32 {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  scf.if %true {
    memref.store %v, %m[%c0] : memref<4xf32>
  }
  scf.if %false {
    memref.store %v, %m[%c0] : memref<4xf32>
  }
  %r = scf.if %false -> f32 {
    scf.yield %v : f32
  } else {
    %l = memref.load %m[%c0] : memref<4xf32>
    scf.yield %l : f32
  }
  return %r : f32
}
