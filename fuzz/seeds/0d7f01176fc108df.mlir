func.func @never(%v: f32) -> (f32, f32, f32, f32) {
  %x = arith.constant 8.0 : f32
  %p = arith.constant 2 : i32
  %a = math.cbrt %x : f32
  %b = math.rsqrt %x : f32
  %c = math.fma %x, %x, %x : f32
  %d = math.fpowi %x, %p : f32, i32
  return %a, %b, %c, %d : f32, f32, f32, f32
}
