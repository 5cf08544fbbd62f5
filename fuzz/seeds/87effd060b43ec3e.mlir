func.func @domains() -> (f32, f32, f32, f32, f32, f64, f32, f16) {
  %neg = arith.constant -2.0 : f32
  %negzero = arith.constant -0.0 : f64
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f16
  // Not folded: negative operands.
  %a = math.log %neg : f32
  %b = math.sqrt %neg : f32
  %c = math.log1p %neg : f32
  // Folded to NaN by the C library.
  %d = math.acos %two : f32
  %e = math.asin %neg : f32
  // -0.0 counts as negative.
  %f = math.log2 %negzero : f64
  %g = math.log1p %two : f32
  // atan2(0, 0) is NaN in every format.
  %h = math.atan2 %zero, %zero : f16
  return %a, %b, %c, %d, %e, %f, %g, %h : f32, f32, f32, f32, f32, f64, f32, f16
}
