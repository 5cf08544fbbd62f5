// scf.parallel with reductions, which upstream's async-parallel-for leaves sequential:
// async-opt reduces each block of iterations into a partial result and combines the
// partials after the dispatch. A sum of integers, a product and a maximum of floats (two
// reductions of one loop), a two-dimensional sum, a capped sum whose reduction reads values
// from above the loop, and a loop that runs zero
// times (it gives its initial value). LLVM 14 syntax.

func private @dynamic(%v: index) -> index {
  return %v : index
}

func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 1000 : index
  %zero = arith.constant 0 : i64

  // 0 + 1 + ... + 999
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> i64 {
    %x = arith.index_cast %i : index to i64
    scf.reduce(%x) : i64 {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  vector.print %sum : i64

  // prod(1 + (i mod 4) / 2) over i < 24 (exact in f32 in any order: 7.5^6), and max of
  // (i mod 7) * 1.5.
  %c24 = arith.constant 24 : index
  %one = arith.constant 1.0 : f32
  %low = arith.constant -1.0 : f32
  %half = arith.constant 0.5 : f32
  %c4 = arith.constant 4 : index
  %k15 = arith.constant 1.5 : f32
  %c7 = arith.constant 7 : index
  %prod, %max = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%one, %low) -> (f32, f32) {
    %i4 = arith.remsi %i, %c4 : index
    %x = arith.index_cast %i4 : index to i32
    %f = arith.sitofp %x : i32 to f32
    %q = arith.mulf %f, %half : f32
    %p = arith.addf %q, %one : f32
    scf.reduce(%p) : f32 {
    ^bb0(%a: f32, %b: f32):
      %m = arith.mulf %a, %b : f32
      scf.reduce.return %m : f32
    }
    %r = arith.remsi %i, %c7 : index
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %v = arith.mulf %rf, %k15 : f32
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %gt = arith.cmpf ogt, %a, %b : f32
      %m = select %gt, %a, %b : f32
      scf.reduce.return %m : f32
    }
  }
  vector.print %prod : f32
  vector.print %max : f32

  // sum of i * j over a 30 x 40 grid, with a step of 3 in the outer dimension.
  %c30 = arith.constant 30 : index
  %c40 = arith.constant 40 : index
  %grid = scf.parallel (%i, %j) = (%c0, %c0) to (%c30, %c40) step (%c3, %c1) init (%zero) -> i64 {
    %p = arith.muli %i, %j : index
    %x = arith.index_cast %p : index to i64
    scf.reduce(%x) : i64 {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  vector.print %grid : i64

  // 0 + 1 + ... + 2999 (4498500) capped at a constant, 1000000, and multiplied by a value
  // only known at run time (1): an associative reduction reading two values from above the
  // loop (the constant is cloned into the reduction, the other passed as an argument).
  %unit = call @dynamic(%c1) : (index) -> index
  %unit64 = arith.index_cast %unit : index to i64
  %cap = arith.constant 1000000 : i64
  %n3 = arith.constant 3000 : index
  %scaled = scf.parallel (%i) = (%c0) to (%n3) step (%c1) init (%zero) -> i64 {
    %x = arith.index_cast %i : index to i64
    scf.reduce(%x) : i64 {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      %m = arith.minsi %s, %cap : i64
      %t = arith.muli %m, %unit64 : i64
      scf.reduce.return %t : i64
    }
  }
  vector.print %scaled : i64

  // Zero iterations: the initial value.
  %e = call @dynamic(%c3) : (index) -> index
  %seven = arith.constant 7 : i64
  %none = scf.parallel (%i) = (%e) to (%c3) step (%c1) init (%seven) -> i64 {
    %x = arith.index_cast %i : index to i64
    scf.reduce(%x) : i64 {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  vector.print %none : i64
  return
}
