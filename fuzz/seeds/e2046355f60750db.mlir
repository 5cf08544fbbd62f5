// arith constants and operations in LLVM-14 syntax. Constant results get names from their
// value (`%c3_i32`, `%c3` for index, `%true`, `%false`, `%cst` for floats and dense values,
// `%c-1_i64`), made unique with `_N` suffixes from one counter; other results are numbered.


func @constants() {
  %a = arith.constant 3 : i32
  %b = arith.constant 3 : i32
  %c = arith.constant 3 : index
  %d = arith.constant 0 : index
  %e = arith.constant -1 : i64
  %f = arith.constant true
  %g = arith.constant 0 : i1
  %h = arith.constant 1 : i1
  %i = arith.constant 1.5 : f32
  %j = arith.constant 0.1 : f64
  %k = arith.constant -2.0 : f16
  %l = arith.constant 100.0 : bf16
  %m = arith.constant 1.0e-20 : f64
  %n = arith.constant 12345678.0 : f32
  %o = arith.constant 0x7FC00000 : f32
  %p = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %q = arith.constant dense<2.5> : tensor<4xf32>
  %r = arith.constant 255 : i8
  %s = arith.constant -128 : i8
  %t = arith.constant 42 : i64
  return
}

func @integer_ops(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.remui %3, %a : i32
  %5 = arith.andi %4, %b : i32
  %6 = arith.ori %5, %a : i32
  %7 = arith.xori %6, %b : i32
  %8 = arith.shli %7, %a : i32
  %9 = arith.maxsi %8, %b : i32
  %10 = arith.cmpi eq, %9, %a : i32
  %11 = arith.cmpi ne, %9, %a : i32
  %12 = arith.cmpi uge, %9, %a : i32
  %13 = select %10, %9, %a : i32
  %14 = arith.extsi %13 : i32 to i64
  %15 = arith.trunci %14 : i64 to i16
  %16 = arith.index_cast %13 : i32 to index
  %17 = arith.index_cast %16 : index to i32
  return %17 : i32
}

func @float_ops(%x: f32, %y: f64) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = arith.subf %0, %x : f32
  %2 = arith.mulf %1, %0 : f32
  %3 = arith.divf %2, %1 : f32
  %4 = arith.negf %3 : f32
  %5 = arith.cmpf oeq, %4, %x : f32
  %6 = arith.cmpf ult, %4, %x : f32
  %7 = arith.extf %4 : f32 to f64
  %8 = arith.truncf %y : f64 to f32
  %i = arith.fptosi %8 : f32 to i32
  %9 = arith.sitofp %i : i32 to f32
  return %9 : f32
}
