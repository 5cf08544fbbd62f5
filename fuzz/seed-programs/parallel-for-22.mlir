// scf.parallel nested in scf.for, with a capture from the outer loop (LLVM 22 syntax).
func.func @in_for(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %m[%k, %i] : memref<?x?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%i, %k] : memref<?x?xf32>
      scf.reduce
    }
  }
  return
}
// -----
// A sum and a product in one loop, dynamic bounds (LLVM 22 syntax).
func.func @reduce(%lb: index, %ub: index, %st: index, %m: memref<?xf32>, %z: f32, %o: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%z, %o) -> (f32, i32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %x = arith.index_cast %i : index to i32
    scf.reduce(%v, %x : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %p = arith.muli %a, %b : i32
      scf.reduce.return %p : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
// -----
// Zero-trip loops: constant bounds that meet, an upper bound below the lower one, and a
// reduction over none (LLVM 22 syntax).
func.func @zero_trip(%m: memref<8xi64>, %z: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i) = (%c5) to (%c5) step (%c1) {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%i] : memref<8xi64>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c5, %c0) to (%c3, %c5) step (%c1, %c1) {
    %x = arith.index_cast %j : index to i64
    memref.store %x, %m[%i] : memref<8xi64>
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c3) to (%c3) step (%c1) init (%z) -> i64 {
    %x = memref.load %m[%i] : memref<8xi64>
    scf.reduce(%x : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  return %r : i64
}
// -----
// Multi-dimensional loops: three static dimensions (aligned blocks), two dynamic ones with
// a non-unit step, one mixed (LLVM 22 syntax).
func.func @multi(%n: index, %m: memref<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.5 : f32
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c16, %c8, %c2) step (%c1, %c1, %c1) {
    memref.store %f, %m[%i, %j, %k] : memref<?x?x?xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c1, %c0) to (%n, %n) step (%c2, %n) {
    memref.store %f, %m[%i, %j, %c0] : memref<?x?x?xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c8) step (%c1, %c2) {
    memref.store %f, %m[%i, %j, %c1] : memref<?x?x?xf32>
    scf.reduce
  }
  return
}
// -----
// A parallel loop inside a parallel loop, inside an scf.if, and one in an async.execute
// (LLVM 22 syntax).
func.func @nested(%c: i1, %n: index, %m: memref<?x?xi32>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  scf.if %c {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      scf.parallel (%j) = (%c0) to (%i) step (%c1) {
        memref.store %seven, %m[%i, %j] : memref<?x?xi32>
        scf.reduce
      }
      scf.reduce
    }
  }
  %t = async.execute {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %seven, %m[%i, %i] : memref<?x?xi32>
      scf.reduce
    }
    async.yield
  }
  return %t : !async.token
}
// -----
// Reductions the buffer cannot hold stay loops; a vector reduction is split (LLVM 22 syntax).
func.func @kinds(%n: index, %m: memref<?xf32>, %v: vector<4xf32>, %buf: memref<f32>) -> (vector<4xf32>, memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%v) -> vector<4xf32> {
    %x = memref.load %m[%i] : memref<?xf32>
    %b = vector.broadcast %x : f32 to vector<4xf32>
    scf.reduce(%b : vector<4xf32>) {
    ^bb0(%a: vector<4xf32>, %y: vector<4xf32>):
      %s = arith.addf %a, %y : vector<4xf32>
      scf.reduce.return %s : vector<4xf32>
    }
  }
  %q = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%buf) -> memref<f32> {
    scf.reduce(%buf : memref<f32>) {
    ^bb0(%a: memref<f32>, %y: memref<f32>):
      scf.reduce.return %a : memref<f32>
    }
  }
  return %r, %q : vector<4xf32>, memref<f32>
}
// -----
// Loops in a nested module, and one whose compute function's name is taken (LLVM 22 syntax).
module {
  func.func private @parallel_compute_fn(index)
  module @inner {
    func.func @f(%n: index, %m: memref<?xindex>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.parallel (%i) = (%c0) to (%n) step (%c1) {
        memref.store %i, %m[%i] : memref<?xindex>
        scf.reduce
      }
      return
    }
  }
  func.func @g(%n: index, %m: memref<?xindex>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      memref.store %n, %m[%i] : memref<?xindex>
      scf.reduce
    }
    return
  }
}
// -----
// A reduction reading a value of the body: left as it is (LLVM 22 syntax).
func.func @reads_body(%buf: memref<?xf32>, %n: index, %z: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %e = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%e : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %e, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
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
