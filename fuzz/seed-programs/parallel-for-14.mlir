// scf.parallel nested in scf.for, a reduction in the loop body, captures (LLVM 14 syntax).
func @in_for(%n: index, %m: memref<?x?xf32>, %z: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %m[%k, %i] : memref<?x?xf32>
      memref.store %v, %m[%i, %k] : memref<?x?xf32>
    }
    %s = scf.parallel (%i) = (%k) to (%n) step (%c1) init (%acc) -> f32 {
      %v = memref.load %m[%i, %k] : memref<?x?xf32>
      scf.reduce(%v) : f32 {
      ^bb0(%a: f32, %b: f32):
        %t = arith.maxf %a, %b : f32
        scf.reduce.return %t : f32
      }
    }
    scf.yield %s : f32
  }
  return %r : f32
}
// -----
// Zero-trip and multi-dimensional loops with static and dynamic bounds (LLVM 14 syntax).
func @shapes(%n: index, %m: memref<?x?xi64>, %z: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %c24 = arith.constant 24 : index
  scf.parallel (%i) = (%c3) to (%c3) step (%c1) {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%i, %i] : memref<?x?xi64>
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c24, %c9) step (%c3, %c1) {
    %x = arith.index_cast %j : index to i64
    memref.store %x, %m[%i, %j] : memref<?x?xi64>
  }
  scf.parallel (%i, %j) = (%c1, %n) to (%n, %c9) step (%c1, %c3) {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%j, %i] : memref<?x?xi64>
  }
  %r = scf.parallel (%i, %j) = (%c0, %c9) to (%n, %c3) step (%c1, %c1) init (%z) -> i64 {
    %x = memref.load %m[%i, %j] : memref<?x?xi64>
    scf.reduce(%x) : i64 {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  return %r : i64
}
// -----
// Nested parallel loops, one in an async.execute that awaits a token first (LLVM 14 syntax).
func @nested(%t0: !async.token, %n: index, %m: memref<?x?xi32>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %seven, %m[%i, %j] : memref<?x?xi32>
    }
  }
  %t = async.execute [%t0] {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %seven, %m[%i, %i] : memref<?x?xi32>
    }
    async.yield
  }
  return %t : !async.token
}
