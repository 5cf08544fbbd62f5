// scf in LLVM-14 syntax: if (with and without results/else), for (with and without
// iter_args), while, execute_region. Values in nested regions are numbered after all values
// of the enclosing region; sibling regions restart from the same number and may reuse names.


func @sum(%buf: memref<?xf32>, %n: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %lo = arith.constant 0 : index
  %step = arith.constant 1 : index
  %total = scf.for %iv = %lo to %n step %step iter_args(%acc = %zero) -> (f32) {
    %elem = memref.load %buf[%iv] : memref<?xf32>
    %next = arith.addf %acc, %elem : f32
    scf.yield %next : f32
  }
  scf.for %iv = %lo to %n step %step {
    memref.store %total, %buf[%iv] : memref<?xf32>
  }
  %pair:2 = scf.for %iv = %lo to %n step %step iter_args(%x = %zero, %y = %lo) -> (f32, index) {
    scf.yield %x, %iv : f32, index
  }
  return %total : f32
}

func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %k = arith.constant 10 : i32
    %s = arith.addi %a, %k : i32
    scf.yield %s : i32
  } else {
    %k = arith.constant 10 : i32
    scf.yield %b : i32
  }
  scf.if %c {
    %unused = arith.muli %a, %b : i32
  }
  %two:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r : i32
}

func @counting(%limit: i32) -> i32 {
  %start = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %final = scf.while (%i = %start) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %limit : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %one : i32
    scf.yield %k : i32
  }
  %v = scf.execute_region -> i32 {
    %seven = arith.constant 7 : i32
    scf.yield %seven : i32
  }
  scf.execute_region {
    scf.yield
  }
  return %final : i32
}
