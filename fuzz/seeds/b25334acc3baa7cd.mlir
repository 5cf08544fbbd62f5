func @stays() -> (f32, f16, f32, f32, f32, i32) {
  %neg = arith.constant -8.0 : f32
  %h = arith.constant 4.0 : f16
  %x = arith.constant 0.5 : f32
  %i = arith.constant 12 : i32
  %a = math.log2 %neg : f32
  %b = math.log2 %h : f16
  %c = math.sqrt %x : f32
  %d = math.abs %neg : f32
  %e = math.floor %x : f32
  %f = math.ctpop %i : i32
  return %a, %b, %c, %d, %e, %f : f32, f16, f32, f32, f32, i32
}
