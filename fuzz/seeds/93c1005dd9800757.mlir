func.func @third(%y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %r = arith.addf %y, %one : f32
  return %r : f32
}
