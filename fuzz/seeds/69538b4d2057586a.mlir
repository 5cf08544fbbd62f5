func.func @integers() -> (i32, i32, i32, i8, i32, i32, i32, i64) {
  %m7 = arith.constant -7 : i32
  %twelve = arith.constant 12 : i32
  %three = arith.constant 3 : i32
  %zero = arith.constant 0 : i32
  %minus2 = arith.constant -2 : i32
  %byte = arith.constant 0 : i8
  %big = arith.constant 40 : i64
  %a = math.absi %m7 : i32
  %b = math.ctlz %twelve : i32
  %c = math.cttz %twelve : i32
  %d = math.cttz %byte : i8
  %e = math.ctpop %m7 : i32
  %f = math.ipowi %m7, %three : i32
  // 0 to a negative power stays.
  %g = math.ipowi %zero, %minus2 : i32
  %h = math.ipowi %big, %big : i64
  return %a, %b, %c, %d, %e, %f, %g, %h : i32, i32, i32, i8, i32, i32, i32, i64
}
